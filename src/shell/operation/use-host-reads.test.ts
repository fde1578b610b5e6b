import { describe, expect, it, vi } from 'vitest';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import { createEmulatedReader } from '../../device/emulated-reader.ts';
import { hostReaderOf } from './use-host-reads.ts';

describe('hostReaderOf() (a host reading tags itself, 000 §2.13 RFID search)', () => {
  it("should use a device reader as it is: its clear runs the host's listeners in 'clearing'", async () => {
    const reader = createEmulatedReader();
    const host = hostReaderOf(reader);
    expect(host).toBe(reader);
    const seen: string[] = [];
    host.onClear(() => void seen.push(reader.status()));
    await host.clear();
    expect(seen).toEqual(['clearing']);
  });

  it('should give a plain reader port (stories, tests) a clear of its own and pass its reads on', async () => {
    const port = createFakeReaderPort('on');
    const host = hostReaderOf(port);
    const cleared = vi.fn();
    const off = host.onClear(cleared);
    const reads = vi.fn();
    host.onReads(reads);
    port.emit([{ epc: 'E1' }]);
    expect(reads).toHaveBeenCalledWith([{ epc: 'E1' }]);
    host.setLoading(true);
    expect(port.status()).toBe('on');
    await host.clear();
    off();
    await host.clear();
    expect(cleared).toHaveBeenCalledTimes(1);
  });
});
