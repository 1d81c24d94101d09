import { messages } from '../messages';

/** 'Please import valid .csv file.' unless the file name ends in .csv (any case). */
export function checkCsvFileName(name: string): string | null {
  return name.toLowerCase().endsWith('.csv') ? null : messages.invalidCsvFile;
}
