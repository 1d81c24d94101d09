import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { pageAnswer, sentBody } from '../../test/fakeServer';
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
  pagedCategories,
} from './testing';
import { autumnShow, eventAnswer } from '../events/testing';

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
    expect(within(wrap).getByText('2 in 1 colour')).toBeInTheDocument();
    expect(within(wrap).getByText('5')).toBeInTheDocument();
    // The thumbnail is the first colour's first image (decorative: the name is beside it).
    expect(wrap.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/brands_navy_1700000000000.jpg',
    );
    const slip = within(table).getByRole('link', { name: 'Slip dress' }).closest('tr')!;
    expect(within(slip).getByText('Out of stock')).toHaveStyle({ fontWeight: '600' });
    // A designer sees only their own products: no designer column or filter.
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Designer' })).toBeNull();
    expect(document.title).toBe('Products · Runway Live');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the products a colour or size chart is used by, as its "Used by" link names them', async () => {
    storeSession(adminUser);
    const { seen } = productServer(adminUser);
    const { router } = renderApp('/view-products?color=Navy&sizeChart=womens-alpha');
    await screen.findByRole('link', { name: 'Wrap dress' });
    const list = seen.filter((request) => request.url.includes('/api/v2/products?')).at(-1);
    expect(new URL(list!.url).searchParams.get('color')).toBe('Navy');
    expect(new URL(list!.url).searchParams.get('sizeChart')).toBe('womens-alpha');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
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
    await user.type(screen.getByRole('combobox', { name: 'Designer' }), 'Vera');
    await user.click(await screen.findByRole('option', { name: 'Vera Vale' }));
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

  it('deletes the selected products in one call and says which the server archived instead', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser, {
      extra: {
        'POST /api/v2/products/bulk': () => ({
          body: { success: true, data: { done: 1, archived: 1 } },
        }),
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
    const calls = seen.filter((request) => request.method !== 'GET');
    expect(calls).toHaveLength(1);
    expect(await sentBody(calls[0])).toEqual({
      ids: [PRODUCT_ID, soldOut._id],
      action: 'delete',
    });
  });

  it('archives, sets a status and adds the selection to a look', async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser, {
      extra: {
        'POST /api/v2/products/bulk': () => ({
          body: { success: true, data: { done: 1, archived: 0 } },
        }),
        [`POST /api/v2/looks/${LOOK_ID}/products`]: async (request) => ({
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
    const bulkCalls = () => seen.filter((request) => request.url.endsWith('/products/bulk'));
    expect(await sentBody(bulkCalls()[0])).toEqual({
      ids: [PRODUCT_ID],
      action: 'status',
      status: 'archived',
    });

    await user.click(screen.getByRole('checkbox', { name: 'Select Wrap dress' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Set status' }), 'active');
    await waitFor(() => expect(bulkCalls()).toHaveLength(2));
    expect(await sentBody(bulkCalls()[1])).toEqual({
      ids: [PRODUCT_ID],
      action: 'status',
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
    const appended = () =>
      seen.filter((request) => request.method === 'POST' && request.url.includes('/looks/'));
    await waitFor(() => expect(appended()).toHaveLength(1));
    // One atomic append, not a read of the look and a PUT of its whole list.
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    expect(await sentBody(appended()[0])).toEqual({ productIds: [PRODUCT_ID] });
  });

  it('names the look a selected product is in and asks to move it before adding', async () => {
    storeSession(designerUser);
    const OTHER = '0190a000-0000-7000-8000-0000000000a2';
    const autumn = { ...summerLook, _id: OTHER, name: 'Autumn edit', productIds: [PRODUCT_ID] };
    const { seen } = productServer(designerUser, {
      items: [{ ...dress, lookId: OTHER }, soldOut],
      extra: {
        'GET /api/v2/looks': () => pageAnswer([summerLook, autumn]),
        [`POST /api/v2/looks/${LOOK_ID}/products`]: async (request) => ({
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
    await user.click(screen.getByRole('button', { name: 'Add to look' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to look' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: /Look/ }),
      'Summer edit (0)',
    );
    expect(dialog).toHaveTextContent(
      'Adding takes this product out of its look: Wrap dress (“Autumn edit”).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    const appended = () =>
      seen.filter((request) => request.method === 'POST' && request.url.includes('/looks/'));
    await waitFor(() => expect(appended()).toHaveLength(1));
    expect(await sentBody(appended()[0])).toEqual({ productIds: [PRODUCT_ID], move: true });
  });

  it("lists an event's products with the event in the trail and its id in the query", async () => {
    storeSession(designerUser);
    const { seen } = productServer(designerUser, {
      extra: {
        [`GET /api/v2/events/${EVENT_ID}`]: () => eventAnswer({ ...autumnShow, _id: EVENT_ID }),
      },
    });
    renderApp(`/event/products/${EVENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autumn atelier show products' }),
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

  it('counts the variants a product has, not colours times sizes', async () => {
    storeSession(designerUser);
    const uneven = {
      ...dress,
      colors: [
        {
          ...dress.colors[0]!,
          color: 'Black',
          sizes: ['S', 'M', 'L'].map((size) => ({
            size,
            quantity: 1,
            available: 1,
            sku: `DR-1-BLACK-${size}`,
          })),
        },
        {
          ...dress.colors[0]!,
          sizes: [{ size: 'S', quantity: 1, available: 1, sku: 'DR-1-NAVY-S' }],
        },
      ],
    };
    productServer(designerUser, { items: [uneven] });
    renderApp('/view-products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = (await within(table).findByRole('link', { name: 'Wrap dress' })).closest('tr')!;
    expect(within(table).getByRole('columnheader', { name: 'Variants' })).toBeInTheDocument();
    expect(within(row).getByText('4 in 2 colours')).toBeInTheDocument();
  });

  it("tells a designer the list is what they sell, and an admin that it is every designer's", async () => {
    storeSession(designerUser);
    productServer(designerUser);
    const { unmount } = renderApp('/view-products');
    expect(await screen.findByText(/What you sell/)).toBeInTheDocument();
    unmount();
    storeSession(adminUser);
    productServer(adminUser);
    renderApp('/view-products');
    expect(await screen.findByText(/Every designer's products/)).toBeInTheDocument();
    expect(screen.queryByText(/What you sell/)).toBeNull();
  });

  it('offers every category in the filter, the 101st too, and names designers by brand', async () => {
    storeSession(adminUser);
    const { seen } = productServer(adminUser, {
      items: [{ ...dress, designerBrand: 'Atelier Nord' }],
      extra: { 'GET /api/v2/categories': pagedCategories(101) },
    });
    renderApp('/view-products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = (await within(table).findByRole('link', { name: 'Wrap dress' })).closest('tr')!;
    expect(within(row).getByText('Atelier Nord')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(102));
    expect(within(filter).getByRole('option', { name: /Midi 101$/ })).toBeInTheDocument();
    // The items name their designers: designers are asked only for the picker's first 20.
    const designerCalls = seen.filter((request) => request.url.includes('/api/v2/designers'));
    expect(designerCalls.map((request) => new URL(request.url).searchParams.get('limit'))).toEqual(
      designerCalls.map(() => '20'),
    );
  });
});
