import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './columns';
import Papa from 'papaparse';
import {
  createProductCsvReader,
  importProductsFromCsv,
  PRODUCT_CSV_PARSE_CONFIG,
  stripByteOrderMark,
} from './importProducts';
import { csvOf, goodLine, importContext } from './testing';
import type { Line } from './testing';
import type { ImportContext } from './types';

function run(lines: Line[], context: ImportContext = importContext()) {
  return importProductsFromCsv(csvOf(lines), context);
}

function messageTexts(lines: Line[], context?: ImportContext): string[] {
  return run(lines, context).messages.map((message) => message.message);
}

describe('importProductsFromCsv: the file', () => {
  it('asks for the sample file when the header is empty', () => {
    for (const text of ['', '\n', ' , ,\nA,B', '\r\nEvent Id']) {
      expect(importProductsFromCsv(text, importContext())).toEqual({
        products: [],
        messages: [],
        fileError: 'Please download sample csv file to import data.',
      });
    }
  });

  it('gives nothing to upload for a header alone', () => {
    expect(importProductsFromCsv(CSV_COLUMNS.join(','), importContext())).toEqual({
      products: [],
      messages: [],
    });
  });

  it('numbers lines as a spreadsheet does: header 1, first data line 2', () => {
    const result = run([goodLine(), goodLine({ 'Product Code': 'ML-2', SKU: '', Size: 'L' })]);
    expect(result.messages).toEqual([
      { errorType: 'Error', lineNumber: 3, message: 'SKU is missing in line 3' },
    ]);
  });

  it('counts a quoted value with line breaks as one line', () => {
    const result = run([
      goodLine({ Description: 'First paragraph.\nSecond paragraph.\r\nThird.' }),
      goodLine({ Size: 'L', SKU: 'ML-1-BLK-L' }),
      goodLine({ 'Product Code': 'ML-2', Size: 'S', SKU: '' }),
    ]);
    expect(result.messages.map((message) => message.lineNumber)).toEqual([4]);
    expect(result.products[0]?.description).toBe('First paragraph.\nSecond paragraph.\r\nThird.');
  });

  it('skips lines whose column count differs from the header, with a Warning naming the line (issue 19)', () => {
    const text = [
      csvOf([goodLine()]),
      'a,b,c',
      `${csvOf([goodLine({ SKU: 'X2', Size: 'L' })]).split('\r\n')[1]},extra`,
    ].join('\r\n');
    const result = importProductsFromCsv(text, importContext());
    expect(result.messages).toEqual([
      {
        errorType: 'Warning',
        lineNumber: 3,
        message: `Line 3 has 3 values where the header has ${CSV_COLUMNS.length} columns, so it is skipped.`,
      },
      {
        errorType: 'Warning',
        lineNumber: 4,
        message: `Line 4 has ${CSV_COLUMNS.length + 1} values where the header has ${CSV_COLUMNS.length} columns, so it is skipped.`,
      },
    ]);
    // The report can show each skipped line as the file gives it.
    expect(result.rows?.byLine[3]).toEqual(['a', 'b', 'c']);
    expect(result.products[0]?.colors[0]?.sizes.map((size) => size.sku)).toEqual(['ML-1-BLK-M']);
  });

  it('ignores blank lines at the end, and keeps counting across blank lines inside', () => {
    const [header, first] = csvOf([goodLine()]).split('\r\n');
    const [, second] = csvOf([goodLine({ 'Product Code': 'ML-2', Size: 'L', SKU: '' })]).split(
      '\r\n',
    );
    const text = [header, first, '', second, '', ',,,', '\n'].join('\n');
    expect(importProductsFromCsv(text, importContext()).messages).toEqual([
      { errorType: 'Error', lineNumber: 4, message: 'SKU is missing in line 4' },
    ]);
  });

  it('checks a blank line of separators inside the file like any other line', () => {
    const blank = CSV_COLUMNS.map(() => '').join(',');
    const [header, first] = csvOf([goodLine()]).split('\r\n');
    const text = [header, blank, first].join('\n');
    expect(importProductsFromCsv(text, importContext()).messages[0]).toEqual({
      errorType: 'Error',
      lineNumber: 2,
      message: 'Designer Id is missing in line 2',
    });
  });

  it('says where a quote is never closed instead of losing the lines after it', () => {
    const [header, first, second] = csvOf([
      goodLine({ Description: 'Plain' }),
      goodLine({ Description: 'Plain', Size: 'L', SKU: 'L' }),
    ]).split('\r\n');
    const text = [header, first, 'x,"unclosed,', second].join('\n');
    const result = importProductsFromCsv(text, importContext());
    expect(result.messages).toEqual([
      {
        errorType: 'Error',
        lineNumber: 3,
        message: 'A quote opened in line 3 is never closed, so the lines after it cannot be read.',
      },
    ]);
    expect(result.products).toHaveLength(1);
  });

  it('reads a byte order mark, reordered columns and differently cased headers', () => {
    const columns = [...CSV_COLUMNS].reverse().map((column) => column.toUpperCase());
    const line = Object.fromEntries(
      Object.entries(goodLine()).map(([column, value]) => [column.toUpperCase(), value]),
    );
    const text = `\uFEFF${csvOf([line as Line], columns)}`;
    const result = importProductsFromCsv(text, importContext());
    expect(result.messages).toEqual([]);
    expect(result.products).toHaveLength(1);
  });

  it('reads a column the header lacks as blank', () => {
    const columns = CSV_COLUMNS.filter((column) => column !== 'SKU');
    expect(importProductsFromCsv(csvOf([goodLine()], columns), importContext()).messages).toEqual([
      { errorType: 'Error', lineNumber: 2, message: 'SKU is missing in line 2' },
    ]);
  });
});

describe('importProductsFromCsv: the product it builds', () => {
  it('groups lines by designer and Product Code, and colours by name', () => {
    const result = run([
      goodLine(),
      goodLine({ Size: 'L', SKU: 'ML-1-BLK-L', Quantity: '0' }),
      goodLine({ 'Color Name': 'floral', 'Alternate Color Description': 'Poppies', SKU: 'F-M' }),
      goodLine({ 'Designer Id': 'designer-2', SKU: 'D2-M' }),
    ]);
    expect(result.messages).toEqual([]);
    expect(result.products).toEqual([
      {
        designer: 'designer-1',
        productType: 'main',
        lookId: '',
        lookName: '',
        categoryId: 1001,
        gender: 'Women',
        superCategory: 'Clothing',
        category: 'Dresses',
        subCategory: 'Mini',
        productName: 'Slip dress',
        productCode: 'ML-1',
        productPrice: 189,
        fabricQuality: 'NA',
        productBrand: 'Maison Lune',
        startDate: '2026-03-01',
        productWeight: 1,
        description: 'Bias-cut, fully lined.',
        // Stored as numeric(5, 2): the reader rounds as the column does.
        productTax: 8.88,
        availableAtShowTime: true,
        preOrder: false,
        backOrder: false,
        images: [],
        colors: [
          {
            color: 'Black',
            images: [],
            sizes: [
              { size: 'M', quantity: 5, sku: 'ML-1-BLK-M' },
              { size: 'L', quantity: 0, sku: 'ML-1-BLK-L' },
            ],
            swatch: '',
            colorCode: '',
            alternateColor: '',
          },
          {
            color: 'Floral',
            images: [],
            sizes: [{ size: 'M', quantity: 5, sku: 'F-M' }],
            swatch: '',
            colorCode: '',
            alternateColor: 'Poppies',
          },
        ],
      },
      expect.objectContaining({ designer: 'designer-2', productCode: 'ML-1' }),
    ]);
  });

  it('takes the optional values: event, weight, colour code, fabric, pre-order, back-order, look', () => {
    const [product] = run([
      goodLine({
        'Event Id': 'event-9',
        'Product Weight(LBS)': '2.5',
        Price: '"$1,249.50"'.slice(1, -1),
        'Color Code': '#1F2a44',
        'Fabric Quality': 'Silk',
        PreOrder: 'TRUE',
        'Shipping Date': '25.12.2026',
        BackOrder: '1',
        Looks: 'true',
        'Look Id': 'look-3',
        'Look Description': 'Resort',
      }),
    ]).products;
    expect(product).toMatchObject({
      eventId: 'event-9',
      productWeight: 2.5,
      productPrice: 1249.5,
      fabricQuality: 'Silk',
      preOrder: true,
      shippingDate: '2026-12-25',
      backOrder: true,
      lookId: 'look-3',
      lookName: '',
      lookDescription: 'Resort',
    });
    expect(product?.colors[0]?.colorCode).toBe('#1F2a44');
  });

  it('reads flags as true only for TRUE, true or 1', () => {
    const backOrder = (value: string) =>
      run([goodLine({ BackOrder: value })]).products[0]?.backOrder;
    expect(['TRUE', 'true', '1', ' true '].map(backOrder)).toEqual([true, true, true, true]);
    expect(['True', 'yes', '0', 'false', ''].map(backOrder)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('uses the designer’s own id for a designer, who may leave the column blank or name themselves', () => {
    const designer = importContext({ role: 'designer', userId: 'me' });
    const result = run(
      [goodLine({ 'Designer Id': '' }), goodLine({ 'Designer Id': 'me', Size: 'L', SKU: 'L' })],
      designer,
    );
    expect(result.messages).toEqual([]);
    expect(result.products.map((product) => product.designer)).toEqual(['me']);
    expect(result.products[0]?.colors[0]?.sizes).toHaveLength(2);
  });

  it('refuses a designer’s line naming another designer, never ignoring it (issue 13)', () => {
    const designer = importContext({ role: 'designer', userId: 'me' });
    const result = run(
      [
        goodLine({ 'Designer Id': 'me' }),
        goodLine({ 'Designer Id': 'someone-else', Size: 'L', SKU: 'L' }),
      ],
      designer,
    );
    expect(result.messages).toEqual([
      {
        errorType: 'Error',
        lineNumber: 2,
        message: 'Product ML-1 is not imported because line 3 has errors.',
      },
      {
        errorType: 'Error',
        lineNumber: 3,
        message: 'Designer Id is invalid in line 3',
        value: 'someone-else',
      },
    ]);
    expect(result.products).toEqual([]);
  });

  it('fills a blank Event Id and Look Id from the screen the import is made on', () => {
    const context = importContext({ eventId: 'event-ctx', lookId: 'look-ctx' });
    const [fromScreen, own] = run(
      [
        goodLine(),
        goodLine({
          'Product Code': 'ML-2',
          SKU: 'ML-2-M',
          'Event Id': 'event-own',
          Looks: 'true',
          'Look Id': 'look-own',
        }),
      ],
      context,
    ).products;
    expect(fromScreen).toMatchObject({ eventId: 'event-ctx', lookId: 'look-ctx' });
    expect(own).toMatchObject({ eventId: 'event-own', lookId: 'look-own' });
  });

  it('counts the screen’s look as the look a Looks line needs', () => {
    const line = goodLine({ Looks: 'true', 'Look Name': '', 'Look Description': '' });
    expect(messageTexts([line], importContext({ lookId: 'look-ctx' }))).toEqual([]);
    expect(messageTexts([line])).toEqual(['Look information is missing']);
  });

  it('gives no shipping date unless the product is a pre-order', () => {
    const [product] = run([goodLine({ 'Shipping Date': '04/01/2026' })]).products;
    expect(product).not.toHaveProperty('shippingDate');
  });

  it('takes the product values from its first line', () => {
    const [product] = run([
      goodLine(),
      goodLine({ 'Product Name': 'Other name', Price: '', Size: 'L', SKU: 'L' }),
    ]).products;
    expect(product?.productName).toBe('Slip dress');
    expect(product?.productPrice).toBe(189);
  });
});

describe('importProductsFromCsv: the per-line rules', () => {
  it('fills blank Designer Id cells of admin and staff with the designer picked (issue 19)', () => {
    const picked = importContext({ designerId: 'picked' });
    const result = run(
      [goodLine({ 'Designer Id': '' }), goodLine({ 'Designer Id': 'named', SKU: 'other' })],
      picked,
    );
    expect(result.messages).toEqual([]);
    expect(result.products.map((product) => product.designer)).toEqual(['picked', 'named']);
    // A designer's own lines stay theirs whatever is picked.
    const designer = importContext({ role: 'designer', userId: 'me', designerId: 'picked' });
    expect(run([goodLine({ 'Designer Id': '' })], designer).products[0]?.designer).toBe('me');
  });

  it('needs a Designer Id from admin and staff only', () => {
    expect(messageTexts([goodLine({ 'Designer Id': '' })])).toEqual([
      'Designer Id is missing in line 2',
    ]);
    expect(
      messageTexts([goodLine({ 'Designer Id': '' })], importContext({ role: 'member' })),
    ).toEqual(['Designer Id is missing in line 2']);
    expect(
      messageTexts([goodLine({ 'Designer Id': '' })], importContext({ role: 'designer' })),
    ).toEqual([]);
  });

  it('needs a Product Code', () => {
    expect(messageTexts([goodLine({ 'Product Code': ' ' })])).toEqual([
      'Product Code is missing in line 2',
    ]);
  });

  it('needs a known Category Id', () => {
    expect(messageTexts([goodLine({ 'Category Id': '' })])).toEqual([
      'Category Id is missing in line 2',
    ]);
    expect(messageTexts([goodLine({ 'Category Id': '99' })])).toEqual([
      'Category Id is invalid in line 2',
    ]);
  });

  it('checks product values on the first line of a code only', () => {
    const later = {
      'Category Id': '',
      'Product Brand': '',
      'Product Name': '',
      Price: '',
      Description: '',
      'Tax Rate': '',
      Size: 'L',
      SKU: 'L',
    };
    expect(messageTexts([goodLine(), goodLine(later)])).toEqual([]);
    expect(messageTexts([goodLine(later)])).toEqual([
      'Category Id is missing in line 2',
      'Product Brand is missing in line 2',
      'Product Name is missing in line 2',
      'Price is missing in line 2',
      'Description is missing in line 2',
      'Tax Rate is missing in line 2',
    ]);
  });

  it('defaults Fabric Quality to NA', () => {
    expect(run([goodLine({ 'Fabric Quality': '' })]).products[0]?.fabricQuality).toBe('NA');
  });

  it('drops the later lines of a product whose first line failed, saying why', () => {
    const result = run([
      goodLine({ Description: '' }),
      goodLine({ Size: 'L', SKU: 'L' }),
      goodLine({ Size: 'S', SKU: '' }),
      goodLine({ 'Product Code': 'ML-2', SKU: 'other' }),
    ]);
    expect(result.messages.map((message) => message.message)).toEqual([
      'Description is missing in line 2',
      "Product Code is invalid in line 3, the product's first line 2 has errors.",
      "Product Code is invalid in line 4, the product's first line 2 has errors.",
      'SKU is missing in line 4',
    ]);
    expect(result.products.map((product) => product.productCode)).toEqual(['ML-2']);
  });

  it('leaves out the whole product when one of its later lines fails, saying so (issue 19)', () => {
    // Black S/M/L and Navy S: the Navy and L lines are refused. Importing the rest would
    // remove Navy S and Black L from the stored product.
    const result = run([
      goodLine({ 'Color Name': 'Black', Size: 'S', SKU: 'BLK-S' }),
      goodLine({ 'Color Name': 'Black', Size: 'M', SKU: 'BLK-M' }),
      goodLine({ 'Color Name': 'Black', Size: 'L', SKU: 'BLK-L', Quantity: 'x' }),
      goodLine({ 'Color Name': 'Navy', Size: 'S', SKU: 'NVY-S' }),
      goodLine({ 'Product Code': 'ML-2', 'Color Name': 'Black', Size: 'S', SKU: 'OTHER-S' }),
    ]);
    expect(result.products.map((product) => product.productCode)).toEqual(['ML-2']);
    expect(result.messages.map(({ lineNumber, message }) => `${lineNumber}: ${message}`)).toEqual([
      '2: Product ML-1 is not imported because line 4 has errors.',
      '3: Product ML-1 is not imported because line 4 has errors.',
      '4: Quantity is invalid in line 4',
      '5: Product ML-1 is not imported because line 4 has errors.',
    ]);
  });

  it('lists every failing field of a line, in column order, and leaves its product out', () => {
    const result = run([
      goodLine(),
      goodLine({
        'Color Name': 'Sparkly',
        'Color Code': 'red',
        Size: 'XXXL',
        Quantity: '-1',
        SKU: '',
      }),
    ]);
    expect(result.messages).toEqual([
      {
        errorType: 'Error',
        lineNumber: 2,
        message: 'Product ML-1 is not imported because line 3 has errors.',
      },
      {
        errorType: 'Error',
        lineNumber: 3,
        message: 'Color Name is invalid in line 3',
        value: 'Sparkly',
      },
      {
        errorType: 'Error',
        lineNumber: 3,
        message: 'Color Code is invalid in line 3',
        value: 'red',
      },
      {
        errorType: 'Error',
        lineNumber: 3,
        message: 'Size is invalid in line 3, please refer Help Section.',
        value: 'XXXL',
      },
      { errorType: 'Error', lineNumber: 3, message: 'Quantity is invalid in line 3', value: '-1' },
      { errorType: 'Error', lineNumber: 3, message: 'SKU is missing in line 3' },
    ]);
    expect(result.products).toEqual([]);
  });

  it('capitalises the colour name before looking it up', () => {
    const result = run([goodLine({ 'Color Name': 'lIGHT BLUE' })]);
    expect(result.messages).toEqual([]);
    expect(result.products[0]?.colors[0]?.color).toBe('Light blue');
    expect(messageTexts([goodLine({ 'Color Name': '' })])).toEqual([
      'Color Name is missing in line 2',
    ]);
  });

  it('needs a Color Code, when given, to be # and six hex digits', () => {
    expect(messageTexts([goodLine({ 'Color Code': '#abcdeg' })])).toEqual([
      'Color Code is invalid in line 2',
    ]);
    expect(messageTexts([goodLine({ 'Color Code': '#abc' })])).toEqual([
      'Color Code is invalid in line 2',
    ]);
    expect(messageTexts([goodLine({ 'Color Code': '#ABCdef' })])).toEqual([]);
  });

  it('needs an Alternate Color Description for Pattern, Animal, Floral, Metallic and Multicolor', () => {
    for (const color of ['Pattern', 'animal', 'FLORAL', 'Metallic', 'Multicolor']) {
      expect(messageTexts([goodLine({ 'Color Name': color })])).toEqual([
        'Alternate Color Description is missing in line 2',
      ]);
    }
    expect(messageTexts([goodLine({ 'Color Name': 'Navy' })])).toEqual([]);
  });

  it("needs a Size from the category's size chart", () => {
    expect(messageTexts([goodLine({ Size: '' })])).toEqual(['Size is missing in line 2']);
    expect(messageTexts([goodLine({ Size: '28' })])).toEqual([
      'Size is invalid in line 2, please refer Help Section.',
    ]);
    expect(messageTexts([goodLine({ 'Category Id': '1020', Size: '28' })])).toEqual([]);
  });

  it('needs a Quantity that is a whole number, zero or more', () => {
    expect(messageTexts([goodLine({ Quantity: '' })])).toEqual(['Quantity is missing in line 2']);
    for (const quantity of ['1.5', '-1', 'ten', '1e3']) {
      expect(messageTexts([goodLine({ Quantity: quantity })])).toEqual([
        'Quantity is invalid in line 2',
      ]);
    }
    expect(run([goodLine({ Quantity: '0' })]).products[0]?.colors[0]?.sizes[0]?.quantity).toBe(0);
  });

  it('needs a SKU, used once in the file', () => {
    expect(messageTexts([goodLine({ SKU: '' })])).toEqual(['SKU is missing in line 2']);
    expect(
      messageTexts([goodLine(), goodLine({ 'Product Code': 'ML-2', 'Designer Id': 'designer-2' })]),
    ).toEqual(['SKU is invalid in line 3, it is already used in line 2.']);
  });

  it('refuses a Product Code or SKU with an invisible character on its line, as the product form does', () => {
    // A zero-width space, a right-to-left override, an isolate, a C1 control; a byte order
    // mark at the end, which the trim of a cell would take off.
    for (const invisible of ['\u200B', '\u202E', '\u2066', '\u0085']) {
      expect(messageTexts([goodLine({ 'Product Code': `ML${invisible}-1` })])).toEqual([
        'Product Code must not contain invisible characters in line 2',
      ]);
      expect(
        messageTexts([goodLine(), goodLine({ SKU: `ML-1-BLK${invisible}S`, Size: 'S' })]),
      ).toEqual([
        'Product ML-1 is not imported because line 3 has errors.',
        'SKU must not contain invisible characters in line 3',
      ]);
    }
    expect(messageTexts([goodLine({ SKU: 'ML-1-S\uFEFF' })])).toEqual([
      'SKU must not contain invisible characters in line 2',
    ]);
    expect(run([goodLine({ 'Product Code': `ML\u200B-1` })]).products).toEqual([]);
  });

  it('refuses the same colour and size twice in one product', () => {
    const result = run([goodLine(), goodLine({ 'Color Name': 'BLACK', SKU: 'other' })]);
    expect(result.messages.map((message) => message.message)).toEqual([
      'Product ML-1 is not imported because line 3 has errors.',
      'Size is invalid in line 3, this color and size are already in line 2.',
    ]);
    expect(result.products).toEqual([]);
  });

  it('warns that the current date is used when Start Date is blank', () => {
    const result = run([goodLine({ 'Start Date': '' })]);
    expect(result.messages).toEqual([
      {
        errorType: 'Warning',
        lineNumber: 2,
        message: 'Start Date is missing in line 2, the current date is used.',
      },
    ]);
    expect(result.products[0]?.startDate).toBe('2026-01-15');
  });

  it('refuses a Start Date that is not a date', () => {
    for (const date of ['02/30/2026', '2026-03-01', 'soon']) {
      expect(run([goodLine({ 'Start Date': date })]).messages).toEqual([
        {
          errorType: 'Error',
          lineNumber: 2,
          message: 'StartDate is Invalid... It would be MM/dd/yyyy',
          value: date,
        },
      ]);
    }
  });

  it('reads Start Date month first, and day first only when that is the only date', () => {
    expect(run([goodLine({ 'Start Date': '03/04/2026' })]).products[0]?.startDate).toBe(
      '2026-03-04',
    );
    expect(run([goodLine({ 'Start Date': '25.12.2026' })]).products[0]?.startDate).toBe(
      '2026-12-25',
    );
  });

  it('needs a Shipping Date that is a date for a pre-order', () => {
    expect(messageTexts([goodLine({ PreOrder: 'TRUE' })])).toEqual([
      'Shipping Date is missing in line 2',
    ]);
    expect(messageTexts([goodLine({ PreOrder: '1', 'Shipping Date': '13/13/2026' })])).toEqual([
      'Shipping Date is invalid in line 2',
    ]);
    expect(messageTexts([goodLine({ PreOrder: 'FALSE', 'Shipping Date': 'never' })])).toEqual([]);
  });

  it('needs a Look Id, or both Look Name and Look Description, for a look', () => {
    expect(messageTexts([goodLine({ Looks: 'TRUE', 'Look Name': 'Resort' })])).toEqual([
      'Look information is missing',
    ]);
    expect(messageTexts([goodLine({ Looks: 'TRUE', 'Look Description': 'Sea' })])).toEqual([
      'Look information is missing',
    ]);
    expect(
      run([goodLine({ Looks: 'TRUE', 'Look Name': 'Resort', 'Look Description': 'Sea' })])
        .products[0],
    ).toMatchObject({ lookId: '', lookName: 'Resort', lookDescription: 'Sea' });
    expect(run([goodLine({ Looks: '', 'Look Id': 'look-1' })]).products[0]?.lookId).toBe('');
  });

  it('strips dollar signs and commas from Price and needs a number', () => {
    expect(run([goodLine({ Price: '$1,299.99' })]).products[0]?.productPrice).toBe(1299.99);
    expect(run([goodLine({ Price: '1,299' })]).products[0]?.productPrice).toBe(1299);
    for (const price of ['abc', '12.3.4', '-5', '$']) {
      expect(messageTexts([goodLine({ Price: price })])).toEqual(['Price is invalid in line 2']);
    }
  });

  it('reads a comma before two digits as a decimal comma, not a thousands one (issue 27)', () => {
    expect(run([goodLine({ Price: '149,90' })]).products[0]?.productPrice).toBe(149.9);
    expect(run([goodLine({ Price: '1.299,50' })]).products[0]?.productPrice).toBe(1299.5);
    expect(messageTexts([goodLine({ Price: '1.299' })])).toEqual([
      'Price is invalid in line 2, “1.299” could be read two ways: write 1299 for the whole amount, or add the cents (1,299.00 or 1.299,00).',
    ]);
    expect(messageTexts([goodLine({ Price: '12.345' })])).toEqual([
      'Price is invalid in line 2, “12.345” could be read two ways: write 12345 for the whole amount, or add the cents (12,345.00 or 12.345,00).',
    ]);
    expect(messageTexts([goodLine({ Price: '1.2345' })])).toEqual([
      'Price is invalid in line 2, at most 2 decimals.',
    ]);
  });

  it('needs a Tax Rate that is a number, with or without %', () => {
    expect(run([goodLine({ 'Tax Rate': '7 %' })]).products[0]?.productTax).toBe(7);
    expect(messageTexts([goodLine({ 'Tax Rate': 'high' })])).toEqual([
      'Tax Rate is invalid in line 2',
    ]);
  });

  it('defaults Product Weight(LBS) to 1 and needs a positive number when given', () => {
    expect(run([goodLine({ 'Product Weight(LBS)': '' })]).products[0]?.productWeight).toBe(1);
    expect(messageTexts([goodLine({ 'Product Weight(LBS)': '0' })])).toEqual([
      'Product Weight(LBS) is invalid in line 2',
    ]);
  });

  it('keeps messages in line order, errors and warnings together', () => {
    const result = run([
      goodLine({ 'Start Date': '' }),
      goodLine({ Size: 'L', SKU: '', 'Start Date': '' }),
      goodLine({ Size: 'S', SKU: 'S', 'Start Date': '' }),
    ]);
    expect(
      result.messages.map(({ errorType, lineNumber }) => `${errorType} ${lineNumber}`),
      // Line 3 fails: the notices on lines 2 and 4 that ML-1 is left out come in line order.
    ).toEqual(['Warning 2', 'Error 2', 'Error 3', 'Warning 3', 'Error 4', 'Warning 4']);
  });
});

describe('createProductCsvReader: the streaming entry point', () => {
  it('gives what the whole-text importer gives when Papa hands the file over in small chunks', () => {
    const text = `\ufeff${csvOf([
      goodLine(),
      goodLine({ Size: 'L', SKU: 'ML-1-BLK-L', Description: 'Two\nlines, "quoted"' }),
      goodLine({ 'Product Code': 'ML-2', SKU: '' }),
      {},
      goodLine({ 'Product Code': 'ML-3', SKU: 'ML-3-M', 'Start Date': '' }),
    ])}\n\n`;
    const reader = createProductCsvReader(importContext());
    Papa.parse<string[]>(stripByteOrderMark(text), {
      ...PRODUCT_CSV_PARSE_CONFIG,
      chunkSize: 64,
      step: (results, parser) => {
        if (!reader.read(results.data, results.errors)) parser.abort();
      },
    });
    const whole = importProductsFromCsv(text, importContext());
    const { rows, ...read } = reader.result();
    const { rows: wholeRows, ...wholeRead } = whole;
    expect(read).toEqual(wholeRead);
    // The report's cells are Papa's: it detects the file's newline per chunk, so a cell at
    // the end of a line may keep a stray line break; the same lines are kept.
    expect(Object.keys(rows?.byLine ?? {})).toEqual(Object.keys(wholeRows?.byLine ?? {}));
    expect(rows?.header).toHaveLength(wholeRows?.header.length ?? -1);
    expect(whole.products.map((product) => product.productCode)).toEqual(['ML-1', 'ML-3']);
  });
});
