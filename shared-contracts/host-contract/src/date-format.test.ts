import { formatIsoDate, formatWeekdayDate } from './date-format';

describe('dates as the shopper reads them', () => {
  it('writes an ISO date in Indonesian, the calendar day unshifted', () => {
    expect(formatIsoDate('2026-11-22', 'id')).toBe('22 November 2026');
    expect(formatIsoDate('2026-01-01', 'id')).toBe('1 Januari 2026');
    expect(formatIsoDate('2026-12-31T23:30:00Z', 'id')).toBe('31 Desember 2026');
  });

  it("writes it in English for the English catalogue, by the page's language or the translator's tag", () => {
    expect(formatIsoDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatIsoDate('2026-11-22', 'en-ID')).toBe('22 November 2026');
    expect(formatIsoDate('2026-11-22', 'id-ID')).toBe('22 November 2026');
    expect(formatIsoDate('2026-08-17', 'en')).toBe('17 August 2026');
  });

  it('leaves what is not a date as it came', () => {
    expect(formatIsoDate('besok', 'id')).toBe('besok');
  });

  it('writes a calendar day with its weekday, in either language', () => {
    expect(formatWeekdayDate('2026-11-23', 'id')).toBe('Senin, 23 November');
    expect(formatWeekdayDate('2026-11-23', 'en')).toBe('Monday 23 November');
  });

  it('makes one formatter per form and language, however many dates it writes', () => {
    // Made at the first date of each form and language, at the latest.
    formatIsoDate('2026-12-01', 'id');
    formatIsoDate('2026-12-01', 'en');
    formatWeekdayDate('2026-12-01', 'id');
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const day of ['2026-12-02', '2026-12-03', '2026-12-04']) {
        expect(formatIsoDate(day, 'id')).toMatch(/^\d Desember 2026$/);
        expect(formatIsoDate(day, 'en')).toMatch(/^\d December 2026$/);
        expect(formatWeekdayDate(day, 'id')).toMatch(/^\w+, \d Desember$/);
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
