import { describe, expect, it } from 'vitest';
import { conveyorStatusOf, isIgnoredEvent, startsBox } from './conveyor-status.ts';

describe('conveyorStatusOf()', () => {
  it.each([
    [1, 'reading', '001-4.10-06'],
    [2, 'reading', '001-4.10-06'],
    [3, 'boxClosed', '001-4.10-07'],
    [4, 'awaiting', '001-4.10-08'],
    [0, 'awaiting', '001-4.10-08'],
    [undefined, 'awaiting', '001-4.10-08'],
  ])('[001-4.10-05] should show status %j as %s [%s]', (status, shown, _requirement) => {
    expect(conveyorStatusOf(status)).toBe(shown);
  });
});

describe('startsBox() and isIgnoredEvent()', () => {
  it.each([
    ['BARCODE_READ', true, false],
    ['RFID_START_READING', true, false],
    ['RFID_TAGS_READ', false, false],
    ['RFID_STOP_READING', false, false],
    ['BOX_RESULT', false, false],
    ['ELABORATION_COMPLETED', false, true],
  ])('[001-4.10-09] [001-4.10-10] [001-4.10-11] %s starts a box: %s, is ignored: %s', (type, starts, ignored) => {
    expect(startsBox(type)).toBe(starts);
    expect(isIgnoredEvent(type)).toBe(ignored);
  });
});
