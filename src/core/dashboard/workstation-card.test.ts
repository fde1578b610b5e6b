import { describe, expect, it } from 'vitest';
import { workstationCardText } from './workstation-card.ts';

describe('workstationCardText()', () => {
  it.each([
    [{ code: 'WS-1', description: 'Inbound gate 1' }, 'Inbound gate 1'],
    [{ code: 'WS-1', description: '  ' }, 'WS-1'],
    [{ code: '', description: '' }, '---'],
    [undefined, '---'],
  ])("[000-2.4-04] should show the description, else the code, else '---' (%j)", (workstation, expected) => {
    expect(workstationCardText(workstation)).toBe(expected);
  });
});
