import type { ApiCategory, ApiSizeChart } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../../test/users';

const meta = { createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
const dresses: ApiCategory = {
  _id: 'k-1',
  categoryId: 12,
  gender: 'Women',
  type: 'Clothing',
  category: 'Dresses',
  subCategory: 'Midi',
  size: 'womens-alpha',
  sizeChartName: "Women's alpha",
  ...meta,
};
const charts: ApiSizeChart[] = [
  { _id: 's-1', key: 'womens-alpha', name: "Women's alpha", sizes: ['S'], ...meta },
  { _id: 's-2', key: 'ring-us', name: 'Rings', sizes: ['6'], ...meta },
];

function server(user = adminUser) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/categories': () => ({
      body: { success: true, data: { items: [dresses], total: 1, page: 1, limit: 20 } },
    }),
    'GET /api/v2/categories/k-1': () => ({ body: { success: true, data: dresses } }),
    'GET /api/v2/size-charts': () => ({
      body: { success: true, data: { items: charts, total: 2, page: 1, limit: 100 } },
    }),
    'PATCH /api/v2/categories/k-1': () => ({
      status: 409,
      body: {
        success: false,
        message: 'This category is used by 2 products, so its id and size chart cannot be changed.',
      },
    }),
    'DELETE /api/v2/categories/k-1': () => ({ body: { success: true } }),
    'GET /api/v2/products': () => ({
      body: { success: true, data: { items: [], total: 2, page: 1, limit: 1 } },
    }),
  });
}

describe('categories', () => {
  it('links an edited category to the products filed under it', async () => {
    storeSession(adminUser);
    server();
    renderApp('/categories/edit/k-1');
    const link = await screen.findByRole('link', { name: 'Used by 2 products' });
    expect(link).toHaveAttribute('href', '/view-products?categoryId=12');
  });

  it('shows a designer every field, read-only, the size chart by its name', async () => {
    storeSession(designerUser);
    server(designerUser);
    renderApp('/categories');
    const table = await screen.findByRole('table', { name: 'Categories' });
    const row = (await within(table).findByText('Dresses')).closest('tr')!;
    expect(row).toHaveTextContent("12WomenClothingDressesMidiWomen's alpha");
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
  });

  it('leads to the size charts, which the side menu does not list', async () => {
    storeSession(designerUser);
    server(designerUser);
    const { router } = renderApp('/categories');
    await userEvent.click(await screen.findByRole('link', { name: 'Size charts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/size/charts'));
  });

  it('lets an admin pick another size chart, and shows the refusal', async () => {
    storeSession(adminUser);
    const { seen } = server();
    renderApp('/categories/edit/k-1');
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Size chart/ });
    await screen.findByRole('option', { name: 'Rings (ring-us)' });
    await user.selectOptions(select, 'ring-us');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('alert')).toHaveTextContent(
      'This category is used by 2 products, so its id and size chart cannot be changed.',
    );
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ size: 'ring-us' });
  });

  it('lets an admin delete a category after asking', async () => {
    storeSession(adminUser);
    const { seen } = server();
    renderApp('/categories');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Dresses / Midi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Category Dresses / Midi deleted');
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE')).toBe(true));
  });
});
