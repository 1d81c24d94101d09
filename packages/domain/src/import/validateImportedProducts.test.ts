import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importableProducts } from './arbitraries';
import { importProductsFromCsv } from './importProducts';
import { SAMPLE_PRODUCT_CSV } from './sampleCsv';
import { importContext } from './testing';
import type { ImportedProduct } from './importedProductSchema';
import { validateImportedProducts } from './validateImportedProducts';

const designer = importContext({ role: 'designer', userId: 'me' });
const [sample] = importProductsFromCsv(SAMPLE_PRODUCT_CSV, designer).products as [ImportedProduct];

function withChange(change: (product: ImportedProduct) => void): ImportedProduct {
  const product = structuredClone(sample);
  change(product);
  return product;
}

function messagesFor(products: unknown, context = designer): string[] {
  const check = validateImportedProducts(products, context);
  return check.ok
    ? []
    : check.messages.map((message) => `${message.lineNumber}: ${message.message}`);
}

describe('validateImportedProducts', () => {
  it('accepts what an import produced, and returns it', () => {
    expect(validateImportedProducts([sample], designer)).toEqual({ ok: true, products: [sample] });
  });

  it('accepts every list an import could have produced', () => {
    fc.assert(
      fc.property(importableProducts, (products) => {
        expect(validateImportedProducts(products, importContext())).toEqual({ ok: true, products });
      }),
      { numRuns: 100 },
    );
  });

  it('trims values as the importer does', () => {
    const check = validateImportedProducts(
      [withChange((product) => (product.productName = ' Dress '))],
      designer,
    );
    expect(check.ok && check.products[0]?.productName).toBe('Dress');
  });

  it('names the value of the wrong shape', () => {
    expect(
      messagesFor([withChange((product) => (product.colors[0]!.sizes[0]!.quantity = -1))]),
    ).toEqual(['0: products.0.colors.0.sizes.0.quantity: Too small: expected number to be >=0']);
    expect(messagesFor({ products: [] })[0]).toMatch(/^0: products: /);
    expect(messagesFor([withChange((product) => (product.shippingDate = '2026-05-01'))])).toEqual([
      '0: products.0.shippingDate: A shipping date is for pre-orders only',
    ]);
  });

  it("refuses a designer's products that belong to someone else", () => {
    expect(messagesFor([withChange((product) => (product.designer = 'other'))])).toEqual([
      '2: Designer Id is invalid in line 2',
    ]);
    expect(
      messagesFor([withChange((product) => (product.designer = 'other'))], importContext()),
    ).toEqual([]);
  });

  it('runs the import rules: colours, sizes, SKUs, dates, looks', () => {
    expect(messagesFor([withChange((product) => (product.colors[0]!.color = 'Sparkly'))])).toEqual([
      '2: Color Name is invalid in line 2',
      "3: Product Code is invalid in line 3, the product's first line 2 has errors.",
      '3: Color Name is invalid in line 3',
      "4: Product Code is invalid in line 4, the product's first line 2 has errors.",
    ]);
    expect(
      messagesFor([withChange((product) => (product.colors[1]!.sizes[0]!.size = '28'))]),
    ).toEqual([
      '2: Product ML-1001 is not imported because line 4 has errors.',
      '3: Product ML-1001 is not imported because line 4 has errors.',
      '4: Size is invalid in line 4, please refer Help Section.',
    ]);
    expect(
      messagesFor([withChange((product) => (product.colors[1]!.sizes[0]!.sku = 'ML-1001-BLK-S'))]),
    ).toEqual([
      '2: Product ML-1001 is not imported because line 4 has errors.',
      '3: Product ML-1001 is not imported because line 4 has errors.',
      '4: SKU is invalid in line 4, it is already used in line 2.',
    ]);
    expect(messagesFor([withChange((product) => (product.startDate = '2026-02-30'))])).toEqual([
      '2: StartDate is Invalid... It would be MM/dd/yyyy',
      "3: Product Code is invalid in line 3, the product's first line 2 has errors.",
      '3: StartDate is Invalid... It would be MM/dd/yyyy',
      "4: Product Code is invalid in line 4, the product's first line 2 has errors.",
      '4: StartDate is Invalid... It would be MM/dd/yyyy',
    ]);
    expect(messagesFor([withChange((product) => (product.lookName = 'Resort'))])[0]).toBe(
      '2: Look information is missing',
    );
  });

  it('refuses category values that are not the category record', () => {
    expect(messagesFor([withChange((product) => (product.gender = 'Men'))])).toEqual([
      '2: Category Id is invalid in line 2',
    ]);
  });

  it('refuses colour names not written as the importer writes them', () => {
    expect(messagesFor([withChange((product) => (product.colors[0]!.color = 'BLACK'))])).toEqual([
      '2: Color Name is invalid in line 2',
    ]);
  });

  it('refuses a product or a colour listed twice', () => {
    const again = withChange((product) => {
      product.colors = [
        { ...product.colors[1]!, sizes: [{ size: 'L', quantity: 1, sku: 'other' }] },
      ];
    });
    expect(messagesFor([sample, again])).toEqual([
      '5: Product Code is invalid in line 5, it is already used in line 2.',
    ]);
    const twice = withChange((product) =>
      product.colors.push({ ...product.colors[0]!, sizes: [{ size: 'L', quantity: 1, sku: 'x' }] }),
    );
    expect(messagesFor([twice])).toEqual([
      '5: Color Name is invalid in line 5, it is already used in line 2.',
    ]);
  });
});
