import { fieldInvalidInLine, fieldMissingInLine, messages } from '../messages';
import type { Category } from '../reference/catalogue';
import { parseImportDate, toCalendarDate } from '../reference/dates';
import { isAdminOrStaff } from '../roles';
import type { ColumnPositions, CsvColumn } from './columns';
import { locateColumns } from './columns';
import { isColorCode, readFlag, readPrice, readQuantity, readTaxRate, readWeight } from './fields';
import { restoreFormula } from './formulaCells';
import type { ImportLookups } from './lookups';
import { missingAlternateColor, sizeNotInChart } from './productRules';
import {
  productFirstLineFailed,
  startDateDefaulted,
  valueAlreadyUsed,
  variantAlreadyListed,
} from './messages';
import type { ImportedColor, ImportedProduct, ImportedSize } from './importedProductSchema';
import type { ImportContext, ImportMessage } from './types';

/** A colour of a product being built, with the line each of its sizes came from. */
type DraftColor = { entry: ImportedColor; lines: number[] };

/** The product a (designer, Product Code) pair builds up; `product` is null once its first line failed. */
type ProductDraft = {
  firstLine: number;
  product: ImportedProduct | null;
  /** The sizes of its category's chart; null when the category is unknown. */
  sizes: ReadonlySet<string> | null;
  colors: DraftColor[];
};

const NO_SIZES: ReadonlySet<string> = new Set();

function cell(row: readonly string[], position: number): string {
  return position < 0 ? '' : restoreFormula((row[position] ?? '').trim());
}

/** The line that already gave this product the colour and size, if any. */
function variantLine(draft: ProductDraft, color: string, size: string): number | undefined {
  for (const { entry, lines } of draft.colors) {
    if (entry.color !== color) continue;
    const index = entry.sizes.findIndex((listed) => listed.size === size);
    return index < 0 ? undefined : lines[index];
  }
  return undefined;
}

function addVariant(
  draft: ProductDraft,
  color: string,
  colorCode: string,
  alternateColor: string,
  size: ImportedSize,
  line: number,
): void {
  let draftColor = draft.colors.find((listed) => listed.entry.color === color);
  if (draftColor === undefined) {
    const entry: ImportedColor = {
      color,
      images: [],
      sizes: [],
      swatch: '',
      colorCode,
      alternateColor,
    };
    draftColor = { entry, lines: [] };
    draft.colors.push(draftColor);
    draft.product?.colors.push(entry);
  }
  draftColor.entry.sizes.push(size);
  draftColor.lines.push(line);
}

/**
 * Applies the per-line rules of the spec (section 5) to the data lines of a product CSV,
 * one line at a time, and groups the lines that pass into products. It keeps only what
 * the result needs plus a few indexes, so it reads a large file line by line.
 */
export class ProductSheet {
  readonly products: ImportedProduct[] = [];
  readonly messages: ImportMessage[] = [];
  private errorCount = 0;
  /** designer → Product Code → the product's draft. */
  private readonly drafts = new Map<string, Map<string, ProductDraft>>();
  private readonly skuLines = new Map<string, number>();
  private readonly calendarDates = new Map<string, string | null>();
  private readonly designerFromFile: boolean;
  private readonly today: string;
  private readonly at: ColumnPositions;
  /** The header's column count: only lines with as many values are read. */
  readonly columnCount: number;

  constructor(
    private readonly context: ImportContext,
    private readonly lookups: ImportLookups,
    header: readonly string[],
  ) {
    this.at = locateColumns(header);
    this.columnCount = header.length;
    this.designerFromFile = isAdminOrStaff(context.role);
    this.today = toCalendarDate(context.today ?? new Date());
  }

  /** Reads one data line whose column count matches the header's. */
  readLine(row: readonly string[], line: number): void {
    const { at, lookups } = this;
    const errorsBefore = this.errorCount;

    // Messages come out in column order, so the grouping key is read before it is checked.
    const designer = this.designerFromFile ? cell(row, at['Designer Id']) : this.context.userId;
    const productCode = cell(row, at['Product Code']);
    const hasKey = designer !== '' && productCode !== '';
    const draft = hasKey ? this.draftOf(designer, productCode) : undefined;
    const isFirstLine = hasKey && draft === undefined;

    const eventId = cell(row, at['Event Id']) || (this.context.eventId ?? '');
    if (designer === '') this.missing('Designer Id', line);
    else if (!this.designerFromFile) {
      // A designer imports only for themselves: another designer's id is never ignored.
      const named = cell(row, at['Designer Id']);
      if (named !== '' && named !== designer) this.invalid('Designer Id', line);
    }

    let category: Category | null = null;
    let sizes = draft ? draft.sizes : null;
    if (isFirstLine) {
      const categoryId = cell(row, at['Category Id']);
      if (categoryId === '') this.missing('Category Id', line);
      else {
        category = lookups.categoryById.get(categoryId) ?? null;
        if (category === null) this.invalid('Category Id', line);
        else sizes = lookups.sizesByChart.get(category.size) ?? NO_SIZES;
      }
    }
    const productBrand = isFirstLine ? this.required(row, 'Product Brand', line) : '';
    const productName = isFirstLine ? this.required(row, 'Product Name', line) : '';

    if (productCode === '') this.missing('Product Code', line);
    else if (draft !== undefined && draft.product === null) {
      this.error(productFirstLineFailed(line, draft.firstLine), line);
    }

    const weightText = cell(row, at['Product Weight(LBS)']);
    const productWeight = weightText === '' ? 1 : readWeight(weightText);
    if (productWeight === null) this.invalid('Product Weight(LBS)', line);

    let productPrice: number | null = 0;
    if (isFirstLine) {
      const priceText = this.required(row, 'Price', line);
      productPrice = priceText === '' ? null : readPrice(priceText);
      if (priceText !== '' && productPrice === null) this.invalid('Price', line);
    }

    const colorText = cell(row, at['Color Name']);
    const color = colorText === '' ? null : lookups.knownColor(colorText);
    if (colorText === '') this.missing('Color Name', line);
    else if (color === null) this.invalid('Color Name', line);

    const colorCode = cell(row, at['Color Code']);
    if (colorCode !== '' && !isColorCode(colorCode)) this.invalid('Color Code', line);

    const alternateColor = cell(row, at['Alternate Color Description']);
    if (color !== null && missingAlternateColor(color, alternateColor)) {
      this.missing('Alternate Color Description', line);
    }

    const size = cell(row, at['Size']);
    if (size === '') this.missing('Size', line);
    else if (sizes !== null) {
      if (!sizes.has(size)) this.error(sizeNotInChart(line), line);
      else if (color !== null && draft?.product) {
        const firstLine = variantLine(draft, color, size);
        if (firstLine !== undefined) this.error(variantAlreadyListed(line, firstLine), line);
      }
    }

    const quantityText = cell(row, at['Quantity']);
    const quantity = quantityText === '' ? null : readQuantity(quantityText);
    if (quantityText === '') this.missing('Quantity', line);
    else if (quantity === null) this.invalid('Quantity', line);

    const sku = cell(row, at['SKU']);
    if (sku === '') this.missing('SKU', line);
    else {
      const firstLine = this.skuLines.get(sku);
      if (firstLine === undefined) this.skuLines.set(sku, line);
      else this.error(valueAlreadyUsed('SKU', line, firstLine), line);
    }

    const fabricQuality = isFirstLine ? cell(row, at['Fabric Quality']) || 'NA' : '';
    const description = isFirstLine ? this.required(row, 'Description', line) : '';

    let productTax: number | null = 0;
    if (isFirstLine) {
      const taxText = this.required(row, 'Tax Rate', line);
      productTax = taxText === '' ? null : readTaxRate(taxText);
      if (taxText !== '' && productTax === null) this.invalid('Tax Rate', line);
    }

    const startDateText = cell(row, at['Start Date']);
    let startDate = this.today;
    if (startDateText === '') this.warning(startDateDefaulted(line), line);
    else {
      startDate = this.calendarDate(startDateText) ?? '';
      if (startDate === '') this.error(messages.invalidStartDate, line);
    }

    const preOrder = readFlag(cell(row, at['PreOrder']));
    let shippingDate = '';
    if (preOrder) {
      const shippingDateText = cell(row, at['Shipping Date']);
      shippingDate = shippingDateText === '' ? '' : (this.calendarDate(shippingDateText) ?? '');
      if (shippingDateText === '') this.missing('Shipping Date', line);
      else if (shippingDate === '') this.invalid('Shipping Date', line);
    }
    const backOrder = readFlag(cell(row, at['BackOrder']));

    const looks = readFlag(cell(row, at['Looks']));
    const contextLookId = this.context.lookId ?? '';
    const lookId = (looks ? cell(row, at['Look Id']) : '') || contextLookId;
    const lookName = looks ? cell(row, at['Look Name']) : '';
    const lookDescription = looks ? cell(row, at['Look Description']) : '';
    if (looks && lookId === '' && (lookName === '' || lookDescription === '')) {
      this.error(messages.lookInformationMissing, line);
    }

    const failed = this.errorCount > errorsBefore;
    // A line without a key has failed already: its Designer Id or Product Code is missing.
    if (!hasKey) return;

    if (isFirstLine) {
      if (failed || category === null) {
        this.addDraft(designer, productCode, { firstLine: line, product: null, sizes, colors: [] });
        return;
      }
      const product: ImportedProduct = {
        designer,
        productType: 'main',
        lookId,
        lookName,
        categoryId: category.categoryId,
        gender: category.gender,
        superCategory: category.type,
        category: category.category,
        subCategory: category.subCategory,
        productName,
        productCode,
        productPrice: productPrice ?? 0,
        fabricQuality,
        productBrand,
        startDate,
        productWeight: productWeight ?? 1,
        description,
        productTax: productTax ?? 0,
        availableAtShowTime: true,
        preOrder,
        backOrder,
        images: [],
        colors: [],
      };
      if (eventId !== '') product.eventId = eventId;
      if (lookDescription !== '') product.lookDescription = lookDescription;
      if (preOrder) product.shippingDate = shippingDate;
      const newDraft: ProductDraft = { firstLine: line, product, sizes, colors: [] };
      this.addDraft(designer, productCode, newDraft);
      this.products.push(product);
      addVariant(
        newDraft,
        color ?? '',
        colorCode,
        alternateColor,
        { size, quantity: quantity ?? 0, sku },
        line,
      );
    } else if (!failed && draft?.product) {
      addVariant(
        draft,
        color ?? '',
        colorCode,
        alternateColor,
        { size, quantity: quantity ?? 0, sku },
        line,
      );
    }
  }

  // Lines of one product usually follow each other: the last draft is checked first.
  private lastDraft: { designer: string; productCode: string; draft: ProductDraft } | null = null;

  private draftOf(designer: string, productCode: string): ProductDraft | undefined {
    const last = this.lastDraft;
    if (last !== null && last.productCode === productCode && last.designer === designer) {
      return last.draft;
    }
    const draft = this.drafts.get(designer)?.get(productCode);
    if (draft !== undefined) this.lastDraft = { designer, productCode, draft };
    return draft;
  }

  private addDraft(designer: string, productCode: string, draft: ProductDraft): void {
    let byCode = this.drafts.get(designer);
    if (byCode === undefined) {
      byCode = new Map();
      this.drafts.set(designer, byCode);
    }
    byCode.set(productCode, draft);
    this.lastDraft = { designer, productCode, draft };
  }

  /** Dates repeat from line to line: each distinct text is parsed once. */
  private calendarDate(text: string): string | null {
    let calendarDate = this.calendarDates.get(text);
    if (calendarDate === undefined) {
      const date = parseImportDate(text);
      calendarDate = date && toCalendarDate(date);
      this.calendarDates.set(text, calendarDate);
    }
    return calendarDate;
  }

  private required(row: readonly string[], column: CsvColumn, line: number): string {
    const value = cell(row, this.at[column]);
    if (value === '') this.missing(column, line);
    return value;
  }

  private missing(column: CsvColumn, line: number): void {
    this.error(fieldMissingInLine(column, line), line);
  }

  private invalid(column: CsvColumn, line: number): void {
    this.error(fieldInvalidInLine(column, line), line);
  }

  /** An Error about the file rather than a column, such as an unclosed quote. */
  report(message: string, lineNumber: number): void {
    this.error(message, lineNumber);
  }

  private error(message: string, lineNumber: number): void {
    this.errorCount += 1;
    this.messages.push({ errorType: 'Error', lineNumber, message });
  }

  private warning(message: string, lineNumber: number): void {
    this.messages.push({ errorType: 'Warning', lineNumber, message });
  }
}
