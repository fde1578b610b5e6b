import { parsePrinters, readDefaultPrinter, restoreDefaultPrinter, saveDefaultPrinter } from './printers.ts';
import { storageKeys } from './storage-keys.ts';

const lomPack = { id: 'p-1', code: 'PRN-LOM-PACK', description: 'Zebra ZT411', ip: 'http://10.0.0.5' };
const lomSort = { id: 'p-2', code: 'PRN-LOM-SORT', description: 'Zebra ZD621', ip: 'http://10.0.0.6' };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('parsePrinters() (000 §3 Other named entities)', () => {
  it('[000-3-other-02] should read IP printers and leave out entries without id or code', () => {
    const printers = parsePrinters([lomPack, { code: 'NO-ID' }, 'junk', { id: 'p-3', code: 'BARE' }]);
    expect(printers).toEqual([lomPack, { id: 'p-3', code: 'BARE', description: 'BARE', ip: undefined }]);
  });

  it('should read anything that is not a list as no printer', () => {
    expect(parsePrinters({ content: [lomPack] })).toEqual([]);
  });
});

describe('the default printer (000 §3 Locally persisted state, §4.2 step 5)', () => {
  it('[000-3-localstate-02] should persist the chosen printer under station::defaultPrinter', () => {
    const storage = memoryStorage();
    saveDefaultPrinter(storage, lomPack);
    expect(JSON.parse(storage.values.get(storageKeys.defaultPrinter)!)).toEqual(lomPack);
    expect(readDefaultPrinter(storage)).toEqual(lomPack);
    saveDefaultPrinter(storage, undefined);
    expect(storage.values.has(storageKeys.defaultPrinter)).toBe(false);
  });

  it('should read a malformed stored printer as none', () => {
    expect(readDefaultPrinter(memoryStorage({ [storageKeys.defaultPrinter]: '{oops' }))).toBeUndefined();
    expect(readDefaultPrinter(memoryStorage({ [storageKeys.defaultPrinter]: '{"code":1}' }))).toBeUndefined();
  });

  it('[000-4.2-08] should restore the saved printer with what the server says of it now', () => {
    const storage = memoryStorage({ [storageKeys.defaultPrinter]: JSON.stringify({ ...lomPack, ip: 'http://old' }) });
    expect(restoreDefaultPrinter(storage, [lomSort, lomPack])).toEqual(lomPack);
    expect(readDefaultPrinter(storage)).toEqual(lomPack);
  });

  it('[000-4.2-08] should forget a saved printer the server no longer lists', () => {
    const storage = memoryStorage({ [storageKeys.defaultPrinter]: JSON.stringify(lomPack) });
    expect(restoreDefaultPrinter(storage, [lomSort])).toBeUndefined();
    expect(storage.values.has(storageKeys.defaultPrinter)).toBe(false);
  });
});
