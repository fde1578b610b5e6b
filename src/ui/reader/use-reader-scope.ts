import { useAtomValue } from 'jotai';
import type { ReaderScopeValue } from '../../device/reader-atoms.ts';
import { useScreenContext } from '../../runtime/render/screen-context.ts';

const offReader: ReaderScopeValue = { status: 'off', on: false, reading: false, busy: false, emulated: false };

const isReaderValue = (value: unknown): value is ReaderScopeValue =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'string';

/** The screen's reader state (scope root `reader`); off when the screen has no reader yet. */
export function useReaderScope(): ReaderScopeValue {
  const { scope } = useScreenContext();
  const value = useAtomValue(scope.atoms.reader, { store: scope.store });
  return isReaderValue(value) ? value : offReader;
}
