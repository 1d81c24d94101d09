import { fieldInvalidInLine, fieldMissingInLine, messages } from '../messages';
import type { Category } from '../reference/catalogue';
import { parseImportDate, toCalendarDate } from '../reference/dates';
import { isAdminOrStaff } from '../roles';
import type { ColumnPositions, CsvColumn } from './columns';
import { locateColumns } from './columns';
import { minorToMajor } from '../money';
import {
  isColorCode,
  readFlag,
  readPriceText,
  readQuantity,
  readTaxRate,
  readWeight,
} from './fields';
import { restoreFormula } from './formulaCells';
import type { ImportLookups } from './lookups';
import {
  missingAlternateColor,
  PRODUCT_COLUMNS,
  PRODUCT_DEFAULTS,
  sizeNotInChart,
} from './productRules';
import { INVISIBLE } from '../schemas/product';
import {
  columnCountDiffers,
  invisibleInLine,
  priceUnclear,
  productFirstLineFailed,
  productLineFailed,
  startDateDefaulted,
  valueAlreadyUsed,
  variantAlreadyListed,
} from './messages';
import type { ImportedColor, ImportedProduct, ImportedSize } from './importedProductSchema';
import type { ImportContext, ImportMessage } from './types';

/** A colour of a product being built, with the line each of its sizes came from. */
type DraftColor = { entry: ImportedColor; lines: number[] };

/**
 * The product a (designer, Product Code) pair builds up; `product` is null once its first
 * line failed. `failedLine` is the first of its lines that failed: the product is then not
 * imported at all, since writing it without that line's variant would remove the variant.
 */
type ProductDraft = {
  firstLine: number;
  product: ImportedProduct | null;
  failedLine: number | null;
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
  private readonly built: ImportedProduct[] = [];
  private readonly said: ImportMessage[] = [];
  /** Set when a message was given to an earlier line: `messages` then sorts by line. */
  private outOfOrder = false;
  /** Products one of whose later lines failed: left out of `products` whole. */
  private readonly excluded = new Set<ImportedProduct>();
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
    readonly header: readonly string[],
  ) {
    this.at = locateColumns(header);
    this.columnCount = header.length;
    this.designerFromFile = isAdminOrStaff(context.role);
    this.today = toCalendarDate(context.today ?? new Date());
  }

  /** The products every line of which passed, in the order of their first lines. */
  get products(): ImportedProduct[] {
    if (this.excluded.size === 0) return this.built;
    return this.built.filter((product) => !this.excluded.has(product));
  }

  /** The Errors and Warnings in line order (a line's own in column order). */
  get messages(): ImportMessage[] {
    if (this.outOfOrder) {
      this.said.sort((a, b) => a.lineNumber - b.lineNumber);
      this.outOfOrder = false;
    }
    return this.said;
  }

  /** The cells of the lines a message is about, by line number. */
  readonly rowsByLine: Record<number, readonly string[]> = {};
  /** The line being read, whose messages carry its cells. */
  private current: { row: readonly string[]; line: number } | null = null;

  /** A line whose column count differs from the header's: skipped, with a Warning. */
  skipLine(row: readonly string[], line: number): void {
    this.current = { row, line };
    this.warning(columnCountDiffers(line, row.length, this.columnCount), line);
  }

  /** Reads one data line whose column count matches the header's. */
  readLine(row: readonly string[], line: number): void {
    this.current = { row, line };
    const { at, lookups } = this;
    const errorsBefore = this.errorCount;

    // Messages come out in column order, so the grouping key is read before it is checked.
    const designer = this.designerFromFile
      ? cell(row, at['Designer Id']) || (this.context.designerId ?? '')
      : this.context.userId;
    const productCode = cell(row, at['Product Code']);
    const hasKey = designer !== '' && productCode !== '';
    const draft = hasKey ? this.draftOf(designer, productCode) : undefined;
    const isFirstLine = hasKey && draft === undefined;

    const eventId = cell(row, at['Event Id']) || (this.context.eventId ?? '');
    if (designer === '') this.missing('Designer Id', line);
    else if (!this.designerFromFile) {
      // A designer imports only for themselves: another designer's id is never ignored.
      const named = cell(row, at['Designer Id']);
      if (named !== '' && named !== designer) this.invalid('Designer Id', line, named);
    }

    let category: Category | null = null;
    let sizes = draft ? draft.sizes : null;
    if (isFirstLine) {
      const categoryId = cell(row, at['Category Id']);
      if (categoryId === '') this.missing('Category Id', line);
      else {
        category = lookups.categoryById.get(categoryId) ?? null;
        if (category === null) this.invalid('Category Id', line, categoryId);
        else sizes = lookups.sizesByChart.get(category.size) ?? NO_SIZES;
      }
    }
    const productBrand = isFirstLine ? this.required(row, 'Product Brand', line) : '';
    const productName = isFirstLine ? this.required(row, 'Product Name', line) : '';

    if (productCode === '') this.missing('Product Code', line);
    else if (!this.invisibleIn(row, 'productCode', line)) {
      if (draft !== undefined && draft.product === null) {
        this.error(productFirstLineFailed(line, draft.firstLine), line);
      } else if (draft?.failedLine != null) {
        this.error(productLineFailed(productCode, draft.failedLine), line);
      }
    }

    const weightText = cell(row, at['Product Weight(LBS)']);
    const productWeight =
      weightText === '' ? PRODUCT_DEFAULTS.productWeight : readWeight(weightText);
    if (productWeight === null) this.invalid('Product Weight(LBS)', line, weightText);

    let productPrice: number | null = 0;
    if (isFirstLine) {
      const priceText = this.required(row, 'Price', line);
      const reading = priceText === '' ? null : readPriceText(priceText);
      productPrice = reading?.ok ? minorToMajor(reading.minor) : null;
      if (reading && !reading.ok) {
        // An amount it will not guess at says what to write; anything else is the spec's words.
        if (reading.problem === 'ambiguous' || reading.problem === 'decimals') {
          this.error(priceUnclear(line, reading.message), line, priceText);
        } else this.invalid('Price', line, priceText);
      }
    }

    const colorText = cell(row, at['Color Name']);
    const color = colorText === '' ? null : lookups.knownColor(colorText);
    if (colorText === '') this.missing('Color Name', line);
    else if (color === null) this.invalid('Color Name', line, colorText);

    const colorCode = cell(row, at['Color Code']);
    if (colorCode !== '' && !isColorCode(colorCode)) this.invalid('Color Code', line, colorCode);

    const alternateColor = cell(row, at['Alternate Color Description']);
    if (color !== null && missingAlternateColor(color, alternateColor)) {
      this.missing('Alternate Color Description', line);
    }

    const size = cell(row, at['Size']);
    if (size === '') this.missing('Size', line);
    else if (sizes !== null) {
      if (!sizes.has(size)) this.error(sizeNotInChart(line), line, size);
      else if (color !== null && draft?.product) {
        const firstLine = variantLine(draft, color, size);
        if (firstLine !== undefined) this.error(variantAlreadyListed(line, firstLine), line);
      }
    }

    const quantityText = cell(row, at['Quantity']);
    const quantity = quantityText === '' ? null : readQuantity(quantityText);
    if (quantityText === '') this.missing('Quantity', line);
    else if (quantity === null) this.invalid('Quantity', line, quantityText);

    const sku = cell(row, at['SKU']);
    if (sku === '') this.missing('SKU', line);
    else if (!this.invisibleIn(row, 'sku', line)) {
      const firstLine = this.skuLines.get(sku);
      if (firstLine === undefined) this.skuLines.set(sku, line);
      else this.error(valueAlreadyUsed('SKU', line, firstLine), line);
    }

    const fabricQuality = isFirstLine
      ? cell(row, at['Fabric Quality']) || PRODUCT_DEFAULTS.fabricQuality
      : '';
    const description = isFirstLine ? this.required(row, 'Description', line) : '';

    let productTax: number | null = 0;
    if (isFirstLine) {
      const taxText = this.required(row, 'Tax Rate', line);
      productTax = taxText === '' ? null : readTaxRate(taxText);
      if (taxText !== '' && productTax === null) this.invalid('Tax Rate', line, taxText);
    }

    const startDateText = cell(row, at['Start Date']);
    let startDate = this.today;
    if (startDateText === '') this.warning(startDateDefaulted(line), line);
    else {
      startDate = this.calendarDate(startDateText) ?? '';
      if (startDate === '') this.error(messages.invalidStartDate, line, startDateText);
    }

    const preOrder = readFlag(cell(row, at['PreOrder']));
    let shippingDate = '';
    if (preOrder) {
      const shippingDateText = cell(row, at['Shipping Date']);
      shippingDate = shippingDateText === '' ? '' : (this.calendarDate(shippingDateText) ?? '');
      if (shippingDateText === '') this.missing('Shipping Date', line);
      else if (shippingDate === '') this.invalid('Shipping Date', line, shippingDateText);
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
        this.addDraft(designer, productCode, {
          firstLine: line,
          product: null,
          failedLine: line,
          sizes,
          colors: [],
        });
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
      const newDraft: ProductDraft = {
        firstLine: line,
        product,
        failedLine: null,
        sizes,
        colors: [],
      };
      this.addDraft(designer, productCode, newDraft);
      this.built.push(product);
      addVariant(
        newDraft,
        color ?? '',
        colorCode,
        alternateColor,
        { size, quantity: quantity ?? 0, sku },
        line,
      );
    } else if (failed && draft?.product && draft.failedLine === null) {
      // Re-importing the product without this line would delete its variant: the whole
      // product stays as it is stored until the file is fixed.
      draft.failedLine = line;
      this.excluded.add(draft.product);
      for (const { lines } of draft.colors) {
        for (const earlier of lines) this.error(productLineFailed(productCode, line), earlier);
      }
      this.outOfOrder = true;
    } else if (!failed && draft?.product && draft.failedLine === null) {
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

  /**
   * Whether the cell holds a character that shows as nothing (the product rule INVISIBLE,
   * looked for in the cell as written, before the trim takes a BOM or a control off its
   * ends); says so on the line.
   */
  private invisibleIn(row: readonly string[], field: 'productCode' | 'sku', line: number): boolean {
    const position = this.at[PRODUCT_COLUMNS[field]];
    if (!INVISIBLE.test(row[position] ?? '')) return false;
    this.error(invisibleInLine(field, line), line, cell(row, position));
    return true;
  }

  private missing(column: CsvColumn, line: number): void {
    this.error(fieldMissingInLine(column, line), line);
  }

  private invalid(column: CsvColumn, line: number, value: string): void {
    this.error(fieldInvalidInLine(column, line), line, value);
  }

  /** An Error about the file rather than a column, such as an unclosed quote. */
  report(message: string, lineNumber: number): void {
    this.error(message, lineNumber);
  }

  private error(message: string, lineNumber: number, value?: string): void {
    this.errorCount += 1;
    this.said.push(this.message('Error', message, lineNumber, value));
  }

  private warning(message: string, lineNumber: number): void {
    this.said.push(this.message('Warning', message, lineNumber));
  }

  private message(
    errorType: ImportMessage['errorType'],
    message: string,
    lineNumber: number,
    value?: string,
  ): ImportMessage {
    const said: ImportMessage = { errorType, lineNumber, message };
    if (value !== undefined && value !== '') said.value = value;
    // Only the line being read is at hand: a notice on an earlier line has no cells.
    if (this.current?.line === lineNumber) this.rowsByLine[lineNumber] = this.current.row;
    return said;
  }
}
