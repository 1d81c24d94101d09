import { describe, expect, it } from 'vitest';
import { routePath } from './routePath';

describe('routePath', () => {
  it('builds a path of the route table with its parameters encoded', () => {
    expect(routePath('view-products')).toBe('/view-products');
    expect(
      routePath('event/look/edit-product/:event_id/:look_id/:product_id', {
        event_id: 'e 1',
        look_id: 'l/2',
        product_id: 'p3',
      }),
    ).toBe('/event/look/edit-product/e%201/l%2F2/p3');
  });

  it('names only patterns of the domain route table (checked by the compiler)', () => {
    // @ts-expect-error: not a route of the table
    expect(routePath('view-product')).toBe('/view-product');
    // @ts-expect-error: its parameter is missing
    expect(routePath('edit-product/:product_id')).toBe('/edit-product/');
  });
});
