import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import {
  dress,
  EVENT_ID,
  LOOK_ID,
  PRODUCT_ID,
  productServer,
  soldOut,
  summerLook,
} from './productTesting';

// The screen's lazy module (the ui's editors, dnd-kit, downshift) is loaded once up front:
// on a loaded CI machine its first transform alone can outlast a test's wait for the page.
beforeAll(async () => {
  await import('./ProductsScreen');
}, 60_000);

describe('the product list', () => {
  it('shows each product with its figures, stock in red at zero, and has no axe issue', async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp('/view-products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const wrap = (await within(table).findByRole('link', { name: 'Wrap dress' })).closest('tr')!;
    expect(within(wrap).getByText('DR-1')).toBeInTheDocument();
    expect(within(wrap).getByText('Dresses › Midi')).toBeInTheDocument();
    expect(within(wrap).getByText('$129.50')).toBeInTheDocument();
    expect(within(wrap).getByText('1 × 2')).toBeInTheDocument();
    expect(within(wrap).getByText('5')).toBeInTheDocument();
    // The thumbnail is the first colour's first image (decorative: the name is beside it).
    expect(wrap.querySelector('img')).toHaveAttribute('src', '/uploads/navy.jpg');
    const slip = within(table).getByRole('link', { name: 'Slip dress' }).closest('tr')!;
    expect(within(slip).getByText('Out of stock')).toHaveStyle({ fontWeight: '600' });
    // A designer sees only their own products: no designer column or filter.
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Designer' })).toBeNull();
    expect(document.title).toBe('Products · Runway Live');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps search, filters and sort in the URL and sends them to the API', async () => {
    storeSession(adminUser);
    const { seen } = productServer(adminUser);
    const { router } = renderApp('/view-products');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Wrap dress' });
    expect(screen.getByRole('columnheader', { name: /Designer/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'out');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      'Women › Clothing › Dresses › Midi',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Designer' }), 'Vera Vale');
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?designerId=0190a000-0000-7000-8000-0000000000d1&categoryId=1002&status=active&stock=out&sort=productPrice%3Aasc',
      ),
    );
    await waitFor(() => {
      const last = seen.filter((request) => request.url.includes('/api/v2/products?')).at(-1);
      expect(new URL(last!.url).searchParams.get('sort')).toBe('productPrice:asc');
      expect(new URL(last!.url).searchParams.get('stock')).toBe('out');
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=productPrice%3Aasc'));
  });

  it('offers Add product and Import CSV when there are none', async () => {
    storeSession(designerUser);
    productServer(designerUser, { items: [] });
    const { router } = renderApp('/view-products');
    expect(await screen.findByText('No products yet')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getByRole('button', { name: 'Import CSV' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-product'));
  });

  it('deletes the selected products and says which the server archived instead', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser, {
      extra: {
        [`DELETE /api/v2/products/${PRODUCT_ID}`]: () => ({
          body: {
            success: true,
            archived: true,
            message: 'This product is in an order, so it was archived instead.',
          },
        }),
        [`DELETE /api/v2/products/${soldOut._id}`]: () => ({ body: { success: true } }),
      },
    });
    renderApp('/view-products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Wrap dress' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Slip dress' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 products?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 product deleted. 1 product archived instead of deleted: it is in an order',
    );
    expect(seen.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  });

  it('archives, sets a status and adds the selection to a look', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser, {
      extra: {
        [`PATCH /api/v2/products/${PRODUCT_ID}`]: async (request) => ({
          body: { success: true, data: { ...dress, ...((await sentBody(request)) as object) } },
        }),
        [`PUT /api/v2/looks/${LOOK_ID}/products`]: async (request) => ({
          body: {
            success: true,
            data: { ...summerLook, ...((await sentBody(request)) as object), productCount: 1 },
          },
        }),
      },
    });
    renderApp('/view-products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Wrap dress' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 product archived');
    const patches = seen.filter((request) => request.method === 'PATCH');
    expect(await sentBody(patches[0])).toEqual({ status: 'archived' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Wrap dress' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Set status' }), 'active');
    await waitFor(() =>
      expect(seen.filter((request) => request.method === 'PATCH')).toHaveLength(2),
    );
    expect(await sentBody(seen.filter((request) => request.method === 'PATCH')[1])).toEqual({
      status: 'active',
    });

    await user.click(screen.getByRole('checkbox', { name: 'Select Wrap dress' }));
    await user.click(screen.getByRole('button', { name: 'Add to look' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to look' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Look/ }),
      'Summer edit (0)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    expect(await sentBody(seen.find((request) => request.method === 'PUT'))).toEqual({
      productIds: [PRODUCT_ID],
    });
  });

  it("lists an event's products with the event in the trail and its id in the query", async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser);
    renderApp(`/event/products/${EVENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event 0190a000 products' }),
    ).toBeVisible();
    await screen.findByRole('link', { name: 'Wrap dress' });
    const list = seen.find((request) => request.url.includes('/api/v2/products?'));
    expect(new URL(list!.url).searchParams.get('eventId')).toBe(EVENT_ID);
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      `/event/add-product/${EVENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Wrap dress' })).toHaveAttribute(
      'href',
      `/event/edit-product/${EVENT_ID}/${PRODUCT_ID}`,
    );
  });

  it('shows an event id that is not an id as not found', async () => {
    storeSession(designerUser);
    productServer(designerUser);
    renderApp('/event-detail/products/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toBeVisible();
  });
});
