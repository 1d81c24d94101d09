import { format, isValid, parse } from 'date-fns';
import { isProductYear } from '../schemas/productColumns';

// Day, month and a four-digit year, separated twice by the same '/' or '.'. Checking the
// shape first keeps date-fns from reading '3/4/26' as the year 26.
const DATE_SHAPE = /^\d{1,2}([/.])\d{1,2}\1\d{4}$/;

// Month first wins when both readings are real dates: the spec's own error message says
// 'It would be MM/dd/yyyy'. Day first is the fallback for dates like 25/12/2026.
const FORMATS_BY_SEPARATOR: Record<string, readonly string[]> = {
  '/': ['MM/dd/yyyy', 'dd/MM/yyyy'],
  '.': ['MM.dd.yyyy', 'dd.MM.yyyy'],
};

// date-fns fills the fields a format does not name from a reference date; every format
// here names them all, so any fixed date will do.
const REFERENCE_DATE = new Date(2000, 0, 1);

/**
 * A Start Date or Shipping Date cell of the product CSV: month/day/year or day/month/year,
 * with '/' or '.'. Returns the local calendar date, or null when the text is not a real
 * date in either reading (02/30/2026) or its year is not a product's (05/01/0026).
 */
export function parseImportDate(text: string): Date | null {
  const trimmed = text.trim();
  const shape = DATE_SHAPE.exec(trimmed);
  if (!shape) return null;
  for (const pattern of FORMATS_BY_SEPARATOR[shape[1] ?? ''] ?? []) {
    const date = parse(trimmed, pattern, REFERENCE_DATE);
    if (isValid(date)) return isProductYear(date.getFullYear()) ? date : null;
  }
  return null;
}

/** The calendar date an imported product carries: 'yyyy-MM-dd'. */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A 'yyyy-MM-dd' calendar date written the way the CSV expects it: 'MM/dd/yyyy'. */
export function toImportDateText(calendarDate: string): string {
  const [year = '', month = '', day = ''] = calendarDate.split('-');
  return `${month}/${day}/${year}`;
}
