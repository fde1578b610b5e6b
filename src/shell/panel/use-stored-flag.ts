import { useState } from 'react';
import type { PanelStorage } from './panel-storage.ts';

/** A boolean kept in local storage as 'true' / 'false' (000 §3: emulation, zbpEmulation). */
export function useStoredFlag(storage: PanelStorage, key: string): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => storage.getItem(key) === 'true');
  const set = (on: boolean) => {
    storage.setItem(key, String(on));
    setValue(on);
  };
  return [value, set];
}
