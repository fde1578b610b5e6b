import { describe, expect, it } from 'vitest';
import { normaliseEmulationInput } from './normalise-emulation-input.ts';

describe('normaliseEmulationInput() (000 §2.19)', () => {
  it.each([
    ['[000-2.19-14] spaces and quotes go', ` "E1" , 'E2' `, ['E1', 'E2']],
    ['[000-2.19-15] semicolons become commas', 'E1;E2', ['E1', 'E2']],
    ['[000-2.19-15] newlines and tabs become commas', 'E1\nE2\r\nE3\tE4', ['E1', 'E2', 'E3', 'E4']],
    ['[000-2.19-16] double commas collapse', 'E1,,E2,,,;E3,', ['E1', 'E2', 'E3']],
    ['nothing gives nothing', ' \n ', []],
  ])('%s', (_name, input, values) => {
    expect(normaliseEmulationInput(input)).toEqual(values);
  });
});
