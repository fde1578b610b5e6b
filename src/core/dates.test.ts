import { formatDate, pickerDateFormat } from './dates.ts';

describe('pickerDateFormat() (000 §2.18, §9)', () => {
  it.each([
    ['it', 'dd/MM/yyyy'],
    ['it-IT', 'dd/MM/yyyy'],
    ['en', 'MM/dd/yyyy'],
    ['de', 'MM/dd/yyyy'],
  ])('[000-9-35] should use %s → %s', (language, expected) => {
    expect(pickerDateFormat(language)).toBe(expected);
  });
});

describe('formatDate() (000 §9 default date format)', () => {
  it('[000-9-35] should show server dates as dd/MM/yyyy by default', () => {
    expect(formatDate(new Date(2026, 10, 2, 13))).toBe('02/11/2026');
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate(new Date(2026, 0, 5).getTime())).toBe('05/01/2026');
  });

  it('should take another format', () => {
    expect(formatDate('2026-11-22', 'yyyyMMdd')).toBe('20261122');
  });

  it.each([[undefined], [''], ['not a date'], [NaN], [{}]])('should give undefined for %j', (value) => {
    expect(formatDate(value)).toBeUndefined();
  });
});
