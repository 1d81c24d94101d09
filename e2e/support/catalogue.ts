import assert from 'node:assert/strict';
import type { ApiCall, ListOf } from './api';

export type Product = {
  _id: string;
  productName: string;
  categoryId: number;
  productBrand: string;
  productPrice: number;
  productTax: number;
  description: string;
  colors: {
    color: string;
    colorCode: string;
    alternateColor: string;
    swatch: string;
    sizes: { size: string }[];
  }[];
};
export type Look = { _id: string; name: string; productIds: string[] };

/** A new product of the signed-in designer, shaped after one of their demo products. */
export async function createProduct(
  api: ApiCall,
  name: string,
  code: string,
  quantity = 3,
): Promise<Product> {
  const { data } = await api<ListOf<Product>>('GET', '/api/v2/products?limit=1');
  const model = data.items[0];
  assert.ok(model, 'the demo designer has a product to copy the category and colour from');
  const [color] = model.colors;
  assert.ok(color?.sizes[0]);
  const created = await api<{ data: Product }>('POST', '/api/v2/products', {
    productName: name,
    productCode: code,
    productBrand: model.productBrand,
    productPrice: model.productPrice,
    productTax: model.productTax,
    description: `${name}, made for a journey.`,
    categoryId: model.categoryId,
    status: 'active',
    colors: [
      {
        color: color.color,
        colorCode: color.colorCode,
        alternateColor: color.alternateColor,
        swatch: color.swatch,
        images: [],
        sizes: [{ size: color.sizes[0].size, quantity, sku: `${code}-1` }],
      },
    ],
  });
  return created.data;
}
