import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, sizeChartMap } from '../reference/catalogue';
import { importProductsFromCsv } from '../import/importProducts';
import { buildLookups } from '../import/lookups';
import { referenceIssues } from '../import/productRules';
import { firstMessages } from './validators';
import { productFormSchema, productPatchSchema } from './product';
import { sizeChartFormSchema } from './sizeChart';

const category = DEFAULT_CATALOGUE.categories[0]!;
const chart = sizeChartMap(DEFAULT_CATALOGUE.sizeCharts)[category.size]!;
const product = (changes: Record<string, unknown> = {}) => ({
  categoryId: category.categoryId,
  productBrand: 'Brand',
  productName: 'Dress',
  productCode: 'D-1',
  productPrice: '$1,299.50',
  productTax: '8.25%',
  description: 'A dress',
  colors: [
    {
      color: 'navy',
      colorCode: '#000080',
      sizes: [{ size: chart[0]!, quantity: '3', sku: 'D-1-NAVY' }],
    },
  ],
  ...changes,
});
const messagesOf = (input: unknown) => {
  const parsed = productFormSchema.safeParse(input);
  return parsed.success ? {} : firstMessages(parsed.error);
};

describe('productFormSchema: the importer’s rules with the importer’s messages', () => {
  it('reads price, tax and quantity as the importer does and fills the defaults', () => {
    const parsed = productFormSchema.parse(product());
    expect(parsed).toMatchObject({
      productPrice: 1299.5,
      productTax: 8.25,
      productWeight: 1,
      fabricQuality: 'NA',
      preOrder: false,
      status: 'draft',
      eventId: null,
      shippingDate: null,
    });
    expect(parsed.colors[0]).toMatchObject({ color: 'Navy', sizes: [{ quantity: 3 }] });
  });

  it('says "{Column} is missing" and "{Column} is invalid" as the import does without the line', () => {
    expect(
      messagesOf(product({ productCode: '  ', productPrice: 'abc', productWeight: 0 })),
    ).toEqual({
      productCode: 'Product Code is missing',
      productPrice: 'Price is invalid',
      productWeight: 'Product Weight(LBS) is invalid',
    });
    const colors = [
      { color: 'Pattern', colorCode: '#12345', sizes: [{ size: chart[0], quantity: -1, sku: '' }] },
    ];
    expect(messagesOf(product({ colors }))).toEqual({
      'colors.0.colorCode': 'Color Code is invalid',
      'colors.0.sizes.0.quantity': 'Quantity is invalid',
      'colors.0.sizes.0.sku': 'SKU is missing',
    });
    // Rules across a colour's fields run once its fields are valid.
    const pattern = [{ color: 'pattern', sizes: [{ size: chart[0], quantity: 1, sku: 'P' }] }];
    expect(messagesOf(product({ colors: pattern }))).toEqual({
      'colors.0.alternateColor': 'Alternate Color Description is missing',
    });
    expect(messagesOf(product({ preOrder: true }))).toEqual({
      shippingDate: 'Shipping Date is missing',
    });
    expect(messagesOf(product({ quantity: 1.5 }))).toEqual({});
    const half = [{ color: 'Navy', sizes: [{ size: chart[0], quantity: 1.5, sku: 'X' }] }];
    expect(messagesOf(product({ colors: half }))).toEqual({
      'colors.0.sizes.0.quantity': 'Quantity is invalid',
    });
  });

  it('gives the message the importer gives for the same colour, less the line', () => {
    const context = {
      role: 'designer',
      userId: 'designer-1',
      categories: DEFAULT_CATALOGUE.categories,
      colors: DEFAULT_CATALOGUE.colors,
      sizeCharts: sizeChartMap(DEFAULT_CATALOGUE.sizeCharts),
    };
    const csv = [
      'Category Id,Product Brand,Product Name,Product Code,Price,Color Name,Size,Quantity,SKU,Description,Tax Rate,Start Date',
      `${category.categoryId},B,N,C,10,Plaid,${chart[0]},1,S1,D,5,01/02/2026`,
    ].join('\n');
    const imported = importProductsFromCsv(csv, context);
    expect(imported.messages.map((m) => m.message)).toContain('Color Name is invalid in line 2');
    const parsed = productFormSchema.parse(
      product({
        colors: [{ color: 'Plaid', sizes: [{ size: 'XXXL-nope', quantity: 1, sku: 'S' }] }],
      }),
    );
    expect(referenceIssues(parsed, buildLookups(context))).toEqual([
      { path: ['colors', 0, 'color'], message: 'Color Name is invalid' },
      {
        path: ['colors', 0, 'sizes', 0, 'size'],
        message: 'Size is invalid, please refer Help Section.',
      },
    ]);
    expect(referenceIssues({ categoryId: 999_999, colors: [] }, buildLookups(context))).toEqual([
      { path: ['categoryId'], message: 'Category Id is invalid' },
    ]);
  });

  it('refuses a colour or a SKU twice in one product', () => {
    const colors = [
      { color: 'Navy', sizes: [{ size: chart[0], quantity: 1, sku: 'A' }] },
      { color: 'navy', sizes: [{ size: chart[0], quantity: 1, sku: 'A' }] },
    ];
    expect(messagesOf(product({ colors }))).toEqual({
      'colors.1.color': 'Color Name is invalid',
      'colors.1.sizes.0.sku': 'SKU is invalid',
    });
  });

  it('PATCH sets only what it names: no defaults', () => {
    expect(productPatchSchema.parse({ productName: ' New ' })).toEqual({ productName: 'New' });
    expect(productPatchSchema.parse({})).toEqual({});
  });
});

describe('productFormSchema: what the columns can store', () => {
  const sized = (quantity: unknown, sku = 'D-1-NAVY') => [
    { color: 'navy', colorCode: '#000080', sizes: [{ size: chart[0]!, quantity, sku }] },
  ];

  it('refuses a number its column cannot hold, naming the field', () => {
    expect(
      messagesOf(product({ productPrice: 1e10, productTax: 150, productWeight: 1_000_000 })),
    ).toEqual({
      productPrice: 'Price is invalid',
      productTax: 'Tax Rate is invalid',
      productWeight: 'Product Weight(LBS) is invalid',
    });
    expect(messagesOf(product({ colors: sized(2 ** 31) }))).toEqual({
      'colors.0.sizes.0.quantity': 'Quantity is invalid',
    });
    expect(
      productFormSchema.parse(
        product({ productPrice: 9_999_999_999.99, productTax: 100, colors: sized(2 ** 31 - 1) }),
      ),
    ).toMatchObject({ productPrice: 9_999_999_999.99, productTax: 100 });
  });

  it('rounds to the column’s scale before checking: a weight of 0.004 is not above zero', () => {
    expect(messagesOf(product({ productWeight: 0.004 }))).toEqual({
      productWeight: 'Product Weight(LBS) is invalid',
    });
    expect(
      productFormSchema.parse(product({ productPrice: 1.005, productWeight: 0.005 })),
    ).toMatchObject({ productPrice: 1.01, productWeight: 0.01 });
    expect(productFormSchema.parse(product({ productPrice: 0.004 })).productPrice).toBe(0);
  });

  it('reads a typed price by the money rule: a decimal comma is a decimal mark (issue 27)', () => {
    expect(productFormSchema.parse(product({ productPrice: '289,50' })).productPrice).toBe(289.5);
    expect(productFormSchema.parse(product({ productPrice: '1.299,50' })).productPrice).toBe(
      1299.5,
    );
    expect(messagesOf(product({ productPrice: '1,299' }))).toEqual({
      productPrice:
        '“1,299” could be read two ways: write 1299 for the whole amount, or add the cents (1,299.00 or 1.299,00)',
    });
    expect(messagesOf(product({ productPrice: '1.005' }))).toEqual({
      productPrice:
        '“1.005” could be read two ways: write 1005 for the whole amount, or add the cents (1,005.00 or 1.005,00)',
    });
    expect(messagesOf(product({ productPrice: '12,3456' }))).toEqual({
      productPrice: 'At most 2 decimals',
    });
  });

  it('refuses a year before 1900 or after 2200, naming the field', () => {
    expect(messagesOf(product({ startDate: '0026-05-01', shippingDate: '2201-01-01' }))).toEqual({
      startDate: 'Start Date is invalid',
      shippingDate: 'Shipping Date is invalid',
    });
    expect(productFormSchema.parse(product({ startDate: '1900-01-01' })).startDate).toBe(
      '1900-01-01',
    );
  });

  it('refuses invisible characters in codes and SKUs, and strips C1 controls from text', () => {
    for (const invisible of ['\u200B', '\u202E', '\u2066', '\uFEFF', '\u0007', '\u0085']) {
      expect(
        messagesOf(product({ productCode: `D${invisible}1`, colors: sized(1, `S${invisible}1`) })),
      ).toEqual({
        productCode: 'Product Code must not contain invisible characters',
        'colors.0.sizes.0.sku': 'SKU must not contain invisible characters',
      });
    }
    // Other text drops its C1 controls; a code or SKU ending in a BOM is refused, not trimmed.
    expect(productFormSchema.parse(product({ productName: 'Dr\u0085ess\u009F' })).productName).toBe(
      'Dress',
    );
    expect(messagesOf(product({ productCode: 'D-1\uFEFF' }))).toEqual({
      productCode: 'Product Code must not contain invisible characters',
    });
  });
});

describe('too many sizes', () => {
  it('says there are too many, not that one is missing', () => {
    const sizes = Array.from({ length: 101 }, (_, index) => `S${index}`);
    expect(
      firstMessages(sizeChartFormSchema.safeParse({ key: 'many', name: 'Many', sizes }).error!),
    ).toEqual({ sizes: 'Use at most 100 sizes' });
    const cells = sizes.map((size) => ({ size, quantity: 1, sku: `D-1-${size}` }));
    expect(messagesOf(product({ colors: [{ color: 'Navy', sizes: cells }] }))).toEqual({
      'colors.0.sizes': 'Use at most 100 sizes',
    });
  });
});
