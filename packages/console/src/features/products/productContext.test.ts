import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { productContextOf, productRoutesOf } from './productContext';

const E = 'e1';
const L = 'l1';
const P = 'p1';

/** The context of a concrete path, with its parameters read by its route pattern. */
function contextOf(pattern: string) {
  const path = `/${pattern}`
    .replace(':event_id', E)
    .replace(':look_id', L)
    .replace(':product_id', P);
  const params = matchPath(`/${pattern}`, path)?.params ?? {};
  return productContextOf(path, params);
}

describe('the product routes and their context', () => {
  it('returns each add and edit route to its own context list', () => {
    expect(contextOf('add-product').listPath).toBe('/view-products');
    expect(contextOf('edit-product/:product_id').listPath).toBe('/view-products');
    expect(contextOf('look/add-product').listPath).toBe('/look/view-looks');
    expect(contextOf('look/edit-product/:product_id').listPath).toBe('/look/view-looks');
    expect(contextOf('look/add-product/:look_id').listPath).toBe(`/look/products/${L}`);
    expect(contextOf('look/edit-product/:look_id/:product_id').listPath).toBe(
      `/look/products/${L}`,
    );
    expect(contextOf('event/look/add-product/:event_id/:look_id').listPath).toBe(
      `/event/look/products/${E}/${L}`,
    );
    expect(contextOf('event/looks/edit-product/:event_id/:look_id/:product_id').listPath).toBe(
      `/event/look/products/${E}/${L}`,
    );
    expect(
      contextOf('event-detail/look/edit-product/:event_id/:look_id/:product_id').listPath,
    ).toBe(`/event-detail/look/products/${E}/${L}`);
    expect(contextOf('event/add-product/:event_id')).toMatchObject({
      eventId: E,
      listPath: `/event/products/${E}`,
    });
    expect(contextOf('event-detail/edit-product/:event_id/:product_id').listPath).toBe(
      `/event-detail/products/${E}`,
    );
  });

  it("links a context list's add and edit to the routes of the same context", () => {
    const event = productRoutesOf(contextOf('event-detail/products/:event_id'));
    expect(event.addPath).toBe(`/event-detail/add-product/${E}`);
    expect(event.editPath(P)).toBe(`/event-detail/edit-product/${E}/${P}`);
    const look = productRoutesOf(contextOf('event/look/add-product/:event_id/:look_id'));
    expect(look.addPath).toBe(`/event/look/add-product/${E}/${L}`);
    expect(look.editPath(P)).toBe(`/event/look/edit-product/${E}/${L}/${P}`);
    expect(productRoutesOf(contextOf('view-products')).editPath(P)).toBe(`/edit-product/${P}`);
  });
});
