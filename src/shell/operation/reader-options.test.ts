import { describe, expect, it } from 'vitest';
import { emptyOperation } from '../../core/operation-config/empty-operation.ts';
import { readerOptions, sequentialAntennasTurn } from './reader-options.ts';

describe('readerOptions() of an operation screen', () => {
  it('[000-3-appsetting-02] [000-4.4-07] takes the antennas’ turns from the useSequentialAntennasTurn setting, True or False', () => {
    expect(sequentialAntennasTurn('True')).toBe(true);
    expect(sequentialAntennasTurn(' true ')).toBe(true);
    expect(sequentialAntennasTurn('False')).toBe(false);
    expect(sequentialAntennasTurn(undefined)).toBe(false);
    expect(sequentialAntennasTurn('yes')).toBe(false);
    expect(readerOptions(emptyOperation(), 'True').useSequentialAntennasTurn).toBe(true);
    expect(readerOptions(emptyOperation(), undefined).useSequentialAntennasTurn).toBe(false);
  });

  it('[000-3-operation-10] stops by itself only when the operation sets autostopAntennaTimeout', () => {
    const operation = emptyOperation();
    expect(readerOptions(operation, undefined)).toMatchObject({ automaticStop: false, autoStopMs: undefined });
    const timed = { ...operation, options: { ...operation.options, autostopAntennaTimeout: 4000 } };
    expect(readerOptions(timed, undefined)).toMatchObject({ automaticStop: true, autoStopMs: 4000 });
  });
});
