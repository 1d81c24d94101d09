import { describe, expect, it } from 'vitest';
import { productFormSchema, staffProductFormSchema } from './product';
import {
  colorsWithCells,
  keepSizesInChart,
  removedVariants,
  removeVariantsText,
  variantName,
  sizesOfColors,
  totalStock,
  variantCellsOf,
  variantSku,
} from './productVariants';

describe('variantSku', () => {
  it('joins code, colour and size, upper case, one dash between words', () => {
    expect(variantSku('dr 001', 'Light blue', 'xl')).toBe('DR-001-LIGHT-BLUE-XL');
    expect(variantSku('DR-001', 'Navy', 'M')).toBe('DR-001-NAVY-M');
  });

  it('drops accents and punctuation, and leaves out an empty part', () => {
    expect(variantSku('  Été/24 ', 'Off-white', '8.5')).toBe('ETE-24-OFF-WHITE-8-5');
    expect(variantSku('', 'Black', 'S')).toBe('BLACK-S');
  });
});

describe('keepSizesInChart', () => {
  it('keeps the sizes the new chart has, in its order, and names the dropped ones', () => {
    expect(keepSizesInChart(['L', 'XS', '6', 'M'], ['XS', 'S', 'M', 'L'])).toEqual({
      kept: ['XS', 'M', 'L'],
      dropped: ['6'],
    });
    expect(keepSizesInChart([], ['S'])).toEqual({ kept: [], dropped: [] });
  });
});

const saved = [
  {
    color: 'Navy',
    sizes: [
      { size: 'L', quantity: 2, sku: 'DR-NAVY-L' },
      { size: 'S', quantity: 0, sku: 'DR-NAVY-S' },
    ],
  },
  { color: 'Black', sizes: [{ size: 'XXL', quantity: 5, sku: 'DR-BLACK-XXL' }] },
];

describe('the variant grid and the product colours', () => {
  it('reads the sizes in the chart order, with sizes the chart lost at the end', () => {
    expect(sizesOfColors(saved, ['S', 'M', 'L'])).toEqual(['S', 'L', 'XXL']);
  });

  it('turns the colours into the grid with the quantities as text', () => {
    expect(variantCellsOf(saved)).toEqual({
      Navy: { L: { quantity: '2', sku: 'DR-NAVY-L' }, S: { quantity: '0', sku: 'DR-NAVY-S' } },
      Black: { XXL: { quantity: '5', sku: 'DR-BLACK-XXL' } },
    });
  });

  it('writes the grid back: every colour gets every size, empty where the grid has none', () => {
    const colors = [
      { color: 'Navy', colorCode: '#1F2A44', images: ['a.jpg'], sizes: [] },
      { color: 'Red', colorCode: '', images: [], sizes: [] },
    ];
    const cells = { Navy: { S: { quantity: '3', sku: 'N-S' } } };
    expect(colorsWithCells(colors, ['S', 'M'], cells)).toEqual([
      {
        color: 'Navy',
        colorCode: '#1F2A44',
        images: ['a.jpg'],
        sizes: [
          { size: 'S', quantity: '3', sku: 'N-S' },
          { size: 'M', quantity: '', sku: '' },
        ],
      },
      {
        color: 'Red',
        colorCode: '',
        images: [],
        sizes: [
          { size: 'S', quantity: '', sku: '' },
          { size: 'M', quantity: '', sku: '' },
        ],
      },
    ]);
  });

  it('goes there and back without a change', () => {
    const sizes = sizesOfColors(saved, ['S', 'L', 'XXL']);
    const [navy] = colorsWithCells(saved, sizes, variantCellsOf(saved));
    expect(navy?.sizes.filter((entry) => entry.sku)).toEqual([
      { size: 'S', quantity: '0', sku: 'DR-NAVY-S' },
      { size: 'L', quantity: '2', sku: 'DR-NAVY-L' },
    ]);
  });

  it('gives the form schema a blank cell to name as missing', () => {
    const colors = colorsWithCells([{ color: 'Navy', sizes: [] }], ['S'], {});
    const result = productFormSchema.safeParse({ colors });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('Quantity is missing');
    expect(messages).toContain('SKU is missing');
  });
});

describe('totalStock', () => {
  it('adds every quantity, stored or typed, and counts what does not read as nothing', () => {
    expect(totalStock(saved)).toBe(7);
    expect(
      totalStock([
        {
          color: 'Navy',
          sizes: [
            { size: 'S', quantity: '4', sku: '' },
            { size: 'M', quantity: ' 6 ', sku: '' },
            { size: 'L', quantity: '2.5', sku: '' },
            { size: 'XL', quantity: '', sku: '' },
          ],
        },
      ]),
    ).toBe(10);
    expect(totalStock([])).toBe(0);
  });
});

describe('staffProductFormSchema', () => {
  it('asks admin and staff for the designer, with the importer message', () => {
    const result = staffProductFormSchema.safeParse({ designerId: '' });
    const issue = result.success
      ? undefined
      : result.error.issues.find((entry) => entry.path[0] === 'designerId');
    expect(issue?.message).toBe('Designer Id is missing');
  });
});

describe('removedVariants', () => {
  it('names the variants the new colours leave out, with their SKU and stock', () => {
    const before = [
      {
        color: 'Black',
        sizes: [
          { size: 'XS', quantity: '3', sku: 'B-XS' },
          { size: 'S', quantity: 4, sku: 'B-S' },
        ],
      },
      { color: 'White', sizes: [{ size: 'XS', quantity: 'x', sku: 'W-XS' }] },
    ];
    const after = [{ color: 'Black', sizes: [{ size: 'S', quantity: 4, sku: 'B-S' }] }];
    expect(removedVariants(before, after)).toEqual([
      { color: 'Black', size: 'XS', sku: 'B-XS', quantity: 3 },
      { color: 'White', size: 'XS', sku: 'W-XS', quantity: 0 },
    ]);
    expect(removedVariants(before, before)).toEqual([]);
    expect(removedVariants(before, after).map(variantName)).toEqual(['Black XS', 'White XS']);
  });

  it('says Remove this variant or these N variants, as the import asks', () => {
    expect(removeVariantsText(1)).toBe('Remove this variant');
    expect(removeVariantsText(3)).toBe('Remove these 3 variants');
  });
});
