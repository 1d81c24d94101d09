import type { Category } from '../reference/catalogue';
import type { ImportedProduct } from './importedProductSchema';

/** One line of the uploader's list (section 3, Import validation message). */
export type ImportMessage = {
  errorType: 'Error' | 'Warning';
  /** As a spreadsheet shows it: the header is line 1. */
  lineNumber: number;
  message: string;
  /** The value the message is about, as the file gives it (e.g. the colour 'Blak'). */
  value?: string;
};

/** What the rules need to know besides the file: who imports, and the reference data. */
export type ImportContext = {
  /** The importer's effective role: admin and member give a Designer Id per row. */
  role: string | null | undefined;
  /**
   * The designer a designer's rows belong to. A designer's Designer Id column may be left
   * blank or name them; naming anyone else is an Error on that line.
   */
  userId: string;
  categories: readonly Category[];
  colors: readonly { name: string }[];
  /** Size-chart key → its ordered sizes. */
  sizeCharts: Readonly<Record<string, readonly string[]>>;
  /**
   * Admin and staff: the designer picked in the import sheet, whose id fills blank Designer
   * Id cells (a cell naming a designer keeps it). Ignored for a designer.
   */
  designerId?: string;
  /** The event the import is made for (an event's product screen): rows without an Event Id get it. */
  eventId?: string;
  /** The look the import is made for (a look's product screen): rows without a Look Id get it. */
  lookId?: string;
  /** The date a row without a Start Date gets; the current date when absent. */
  today?: Date;
};

export type ImportResult = {
  products: ImportedProduct[];
  messages: ImportMessage[];
  /**
   * For the report: the file's header, and the cells of each line a message is about, by
   * line number (a notice on an earlier line of a refused product has none).
   */
  rows?: { header: readonly string[]; byLine: Record<number, readonly string[]> };
  /** Set when the file cannot be read as the product CSV at all. */
  fileError?: string;
};
