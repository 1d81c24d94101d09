import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DATE_YEARS } from '../schemas/productColumns';
import { parseImportDate, toCalendarDate, toImportDateText } from './dates';

function calendar(text: string): string | null {
  const date = parseImportDate(text);
  return date && toCalendarDate(date);
}

describe('parseImportDate', () => {
  it('reads month/day/year first when both readings are dates', () => {
    expect(calendar('03/04/2026')).toBe('2026-03-04');
  });

  it('reads day/month/year when only that reading is a date', () => {
    expect(calendar('25/12/2026')).toBe('2026-12-25');
  });

  it('accepts dots as well as slashes, and single digits', () => {
    expect(calendar('12.31.2026')).toBe('2026-12-31');
    expect(calendar('31.12.2026')).toBe('2026-12-31');
    expect(calendar('3/4/2026')).toBe('2026-03-04');
    expect(calendar(' 07/01/2026 ')).toBe('2026-07-01');
  });

  it('rejects dates that exist in neither reading', () => {
    expect(calendar('02/30/2026')).toBeNull();
    expect(calendar('13/13/2026')).toBeNull();
    expect(calendar('00/10/2026')).toBeNull();
  });

  it('knows leap years', () => {
    expect(calendar('02/29/2028')).toBe('2028-02-29');
    expect(calendar('02/29/2027')).toBeNull();
  });

  it('rejects other shapes: ISO, two-digit years, mixed separators, words', () => {
    for (const text of ['2026-03-04', '03/04/26', '03/04.2026', '03-04-2026', 'tomorrow', '']) {
      expect(calendar(text)).toBeNull();
    }
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const date = parseImportDate(text);
        expect(date === null || !Number.isNaN(date.getTime())).toBe(true);
      }),
    );
  });

  it('refuses a year that is not a product’s: 05/01/0026 is a typo', () => {
    expect(parseImportDate('05/01/0026')).toBeNull();
    expect(parseImportDate('05/01/2201')).toBeNull();
    expect(calendar('01/01/1900')).toBe('1900-01-01');
  });

  it('reads back what toImportDateText writes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(PRODUCT_DATE_YEARS.first, 0, 1),
          max: new Date(PRODUCT_DATE_YEARS.last, 11, 31),
          noInvalidDate: true,
        }),
        (date) => {
          const calendarDate = toCalendarDate(date);
          expect(calendar(toImportDateText(calendarDate))).toBe(calendarDate);
        },
      ),
    );
  });
});
