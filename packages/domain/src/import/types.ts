import type { Category } from '../reference/catalogue';

/** One line of the uploader's list (section 3, Import validation message). */
export type ImportMessage = {
  errorType: 'Error' | 'Warning';
  /** As a spreadsheet shows it: the header is line 1. */
  lineNumber: number;
  message: string;
};

export type ImportedSize = { size: string; quantity: number; sku: string };

export type ImportedColor = {
  color: string;
  images: string[];
  sizes: ImportedSize[];
  swatch: string;
  colorCode: string;
  alternateColor: string;
};

/**
 * A product as `POST /api/v2/import` takes it (section 3, Imported product). Besides the
 * spec's fields it carries `categoryId`, so the server can re-check sizes against the
 * category's chart. Dates are calendar dates, 'yyyy-MM-dd'. Without a look, `lookId` and
 * `lookName` are empty.
 */
export type ImportedProduct = {
  eventId?: string;
  designer: string;
  productType: 'main';
  lookId: string;
  lookName: string;
  lookDescription?: string;
  categoryId: number;
  gender: string;
  superCategory: string;
  category: string;
  subCategory: string;
  productName: string;
  productCode: string;
  productPrice: number;
  fabricQuality: string;
  productBrand: string;
  startDate: string;
  productWeight: number;
  description: string;
  productTax: number;
  availableAtShowTime: true;
  preOrder: boolean;
  shippingDate?: string;
  backOrder: boolean;
  images: string[];
  colors: ImportedColor[];
};

/** What the rules need to know besides the file: who imports, and the reference data. */
export type ImportContext = {
  /** The importer's effective role: admin and member give a Designer Id per row. */
  role: string | null | undefined;
  /** The designer a designer's rows belong to. */
  userId: string;
  categories: readonly Category[];
  colors: readonly { name: string }[];
  /** Size-chart key → its ordered sizes. */
  sizeCharts: Readonly<Record<string, readonly string[]>>;
  /** The date a row without a Start Date gets; the current date when absent. */
  today?: Date;
};

export type ImportResult = {
  products: ImportedProduct[];
  messages: ImportMessage[];
  /** Set when the file cannot be read as the product CSV at all. */
  fileError?: string;
};
