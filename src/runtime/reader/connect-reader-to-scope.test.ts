import { describe, expect, it } from 'vitest';
import { createEmulatedReader } from '../../device/emulated-reader.ts';
import { createScreenScope } from '../state/screen-scope.ts';
import { connectReaderToScope, readerActionPort } from './connect-reader-to-scope.ts';

describe('connectReaderToScope()', () => {
  it('[000-4.4-01] keeps the scope root `reader` equal to the reader state until disconnected', async () => {
    const reader = createEmulatedReader();
    const scope = createScreenScope();
    const disconnect = connectReaderToScope(reader, scope);
    expect(scope.snapshot().reader).toEqual({ status: 'off', on: false, reading: false, busy: false, emulated: true });
    await reader.start();
    expect(scope.snapshot().reader).toMatchObject({ status: 'reading', on: true, reading: true });
    disconnect();
    await reader.stop();
    expect(scope.snapshot().reader).toMatchObject({ status: 'reading' });
  });
});

describe('readerActionPort()', () => {
  it('drives the reader of the moment, and says so when there is none yet', async () => {
    const reader = createEmulatedReader();
    const holder: { current?: typeof reader } = {};
    const port = readerActionPort(() => holder.current);
    await expect(port.start()).rejects.toThrow('The reader is not ready yet');
    holder.current = reader;
    await port.start();
    expect(reader.status()).toBe('reading');
    await port.stop();
    expect(reader.status()).toBe('off');
  });
});
