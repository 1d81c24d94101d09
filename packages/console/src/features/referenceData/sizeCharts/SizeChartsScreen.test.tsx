import type { ApiCategory, ApiSizeChart } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../../test/users';

const alpha: ApiSizeChart = {
  _id: 's-alpha',
  key: 'womens-alpha',
  name: "Women's alpha",
  sizes: ['S', 'M', 'L'],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function server(user = adminUser) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/size-charts': () => ({
      body: { success: true, data: { items: [alpha], total: 1, page: 1, limit: 20 } },
    }),
    'POST /api/v2/size-charts': () => ({
      status: 409,
      body: { success: false, message: 'A size chart with this key already exists.', field: 'key' },
    }),
  });
}

describe('size charts', () => {
  it('lists each chart with its sizes in order; a designer has no controls', async () => {
    storeSession(designerUser);
    server(designerUser);
    renderApp('/size/charts');
    const sizes = await screen.findByRole('list', { name: "Sizes of Women's alpha" });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S', 'M', 'L']);
    expect(screen.queryByRole('link', { name: 'Add size chart' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lets an admin add sizes, reorder them, and shows a taken key under its field', async () => {
    storeSession(adminUser);
    const { seen } = server();
    renderApp('/size/charts/add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Rings');
    const key = screen.getByRole('textbox', { name: /^Key/ });
    await user.clear(key);
    await user.type(key, 'ring-us');
    const newSize = screen.getByRole('textbox', { name: /New size/ });
    await user.type(newSize, '7{Enter}');
    await user.type(newSize, '6');
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await user.click(screen.getByRole('button', { name: 'Move 6 up' }));
    const order = () =>
      within(screen.getByRole('list', { name: 'Sizes in order' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent);
    expect(order()).toEqual(['6', '7']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(key).toHaveFocus());
    expect(key).toHaveAccessibleDescription(
      expect.stringContaining('A size chart with this key already exists.') as string,
    );
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).queryByRole('alert')).toBeNull();
    const post = seen.find((request) => request.method === 'POST');
    expect(await sentBody(post)).toEqual({ name: 'Rings', key: 'ring-us', sizes: ['6', '7'] });
  });

  it('derives a new chart’s key from its name until the key is typed in', async () => {
    storeSession(adminUser);
    server();
    renderApp('/size/charts/add');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const key = screen.getByRole('textbox', { name: /^Key/ });
    await user.type(name, 'Hats CM');
    expect(key).toHaveValue('hats-cm');
    await user.clear(key);
    await user.type(key, 'caps');
    await user.type(name, ' wide');
    expect(key).toHaveValue('caps');
  });

  it('refuses a size already in the chart as it is typed', async () => {
    storeSession(adminUser);
    server();
    renderApp('/size/charts/add');
    const user = userEvent.setup();
    const newSize = await screen.findByRole('textbox', { name: /New size/ });
    await user.type(newSize, 'M{Enter}');
    await user.type(newSize, 'M');
    expect(await screen.findByRole('alert')).toHaveTextContent('Each size may appear only once');
    expect(newSize).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Add size' })).toBeDisabled();
    await user.type(newSize, '{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Sizes in order' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await user.type(newSize, 'L');
    expect(screen.queryByText('Each size may appear only once')).toBeNull();
  });

  it('links an edited chart to the products it sizes', async () => {
    storeSession(adminUser);
    const { seen } = fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/size-charts/s-alpha': () => ({ body: { success: true, data: alpha } }),
      'GET /api/v2/products': () => ({
        body: { success: true, data: { items: [], total: 8, page: 1, limit: 1 } },
      }),
    });
    renderApp('/size/charts/edit/s-alpha');
    const link = await screen.findByRole('link', { name: 'Used by 8 products' });
    expect(link).toHaveAttribute('href', '/view-products?sizeChart=womens-alpha');
    const count = seen.find((request) => new URL(request.url).pathname === '/api/v2/products');
    expect(new URL(count!.url).searchParams.get('sizeChart')).toBe('womens-alpha');
  });

  it('refuses a chart without sizes', async () => {
    storeSession(adminUser);
    server();
    renderApp('/size/charts/add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Rings');
    const key = screen.getByRole('textbox', { name: /^Key/ });
    await user.clear(key);
    await user.type(key, 'ring-us');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Add at least one size')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /New size/ })).toHaveFocus();
  });

  describe('a chart read-only (size/charts/detail/:id)', () => {
    const dress: ApiCategory = {
      _id: 'k-dress',
      categoryId: 12,
      gender: 'Women',
      type: 'Clothing',
      category: 'Dresses',
      subCategory: 'Midi',
      size: 'womens-alpha',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    function detailServer(user = designerUser, used: ApiCategory[] = [dress]) {
      return fakeServer({
        'GET /api/auth/me': () => ({ body: { success: true, user } }),
        'GET /api/v2/size-charts': () => ({
          body: { success: true, data: { items: [alpha], total: 1, page: 1, limit: 20 } },
        }),
        'GET /api/v2/size-charts/s-alpha': () => ({ body: { success: true, data: alpha } }),
        'GET /api/v2/categories': () => ({
          body: {
            success: true,
            data: { items: used, total: used.length, page: 1, limit: 100 },
          },
        }),
      });
    }

    it('opens from the list, shows the sizes in order and the categories that use it', async () => {
      storeSession(designerUser);
      const { seen } = detailServer();
      const { router } = renderApp('/size/charts');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: "Women's alpha" }));
      expect(
        await screen.findByRole('heading', { level: 1, name: "Women's alpha" }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/size/charts/detail/s-alpha');
      expect(document.title).toBe("Women's alpha · Runway Live");
      const sizes = screen.getByRole('list', { name: "Sizes of Women's alpha" });
      expect(
        within(sizes)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['S', 'M', 'L']);
      const used = await screen.findByRole('list', { name: "Categories using Women's alpha" });
      expect(used).toHaveTextContent('12 · Women · Dresses / Midi');
      // A designer reads: no Edit, and the category is not a link to its form.
      expect(within(used).queryByRole('link')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
      const asked = seen.find((request) => new URL(request.url).pathname === '/api/v2/categories');
      expect(new URL(asked!.url).searchParams.get('size')).toBe('womens-alpha');
    });

    it('gives admin and staff Edit and links to the categories, and says when none uses it', async () => {
      storeSession(adminUser);
      detailServer(adminUser, []);
      renderApp('/size/charts/detail/s-alpha');
      expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        '/size/charts/edit/s-alpha',
      );
      expect(await screen.findByText('No category uses this chart')).toBeInTheDocument();
    });

    it('shows a chart that is gone as not found, with the way back', async () => {
      storeSession(designerUser);
      fakeServer({
        'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
        'GET /api/v2/size-charts/s-gone': () => ({
          status: 404,
          body: { success: false, message: 'Not found.' },
        }),
      });
      renderApp('/size/charts/detail/s-gone');
      expect(await screen.findByText('This is not in Size charts any more')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Size charts' })).toHaveAttribute(
        'href',
        '/size/charts',
      );
    });
  });
});
