import { createContext, useContext } from 'react';
import type { ReaderPort } from '../../core/readings/reader-contract.ts';

/**
 * The reader of the screens below: the device layer's reader (or emulation) in the app, a fake one in stories, tests
 * and benchmarks. Without a provider, reading screens have no reader and say 'press start to read'.
 */
export const ReaderPortContext = createContext<ReaderPort | undefined>(undefined);

export const useReaderPort = () => useContext(ReaderPortContext);
