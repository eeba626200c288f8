import { formatIsoDate } from './format-date';

describe('dates as the shopper reads them', () => {
  it('writes an ISO date in Indonesian, the calendar day unshifted', () => {
    expect(formatIsoDate('2026-11-22', 'id')).toBe('22 November 2026');
    expect(formatIsoDate('2026-01-01', 'id')).toBe('1 Januari 2026');
    expect(formatIsoDate('2026-12-31T23:30:00Z', 'id')).toBe('31 Desember 2026');
  });

  it('writes it in English for the English catalogue', () => {
    expect(formatIsoDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatIsoDate('2026-08-17', 'en')).toBe('17 August 2026');
  });

  it('leaves what is not a date as it came', () => {
    expect(formatIsoDate('besok', 'id')).toBe('besok');
  });
});
