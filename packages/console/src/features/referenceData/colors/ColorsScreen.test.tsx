import type { ApiColor } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { fakeServer, pageAnswer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../../test/users';
import type { ApiUser } from '@runway-live/domain/api';

const navy: ApiColor = {
  _id: 'c-navy',
  name: 'Navy',
  hex: '#1F2A44',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function colorServer(user: ApiUser) {
  const items = [navy];
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/colors': () => pageAnswer(items),
    'GET /api/v2/colors/c-navy': () => ({ body: { success: true, data: navy } }),
    'POST /api/v2/colors': async (request) => {
      const body = (await sentBody(request)) as { name: string; hex: string | null };
      const color = { ...navy, _id: 'c-new', ...body };
      items.push(color);
      return { status: 201, body: { success: true, data: color } };
    },
    'PATCH /api/v2/colors/c-navy': async (request) => ({
      body: { success: true, data: { ...navy, ...((await sentBody(request)) as object) } },
    }),
    'GET /api/v2/products': (request) => ({
      body: {
        success: true,
        data: {
          items: [],
          total: new URL(request.url).searchParams.get('color') === 'Navy' ? 3 : 0,
          page: 1,
          limit: 1,
        },
      },
    }),
    'DELETE /api/v2/colors/c-navy': () => ({
      status: 409,
      body: {
        success: false,
        message: 'This colour is used by 3 products, so it cannot be deleted.',
      },
    }),
  });
}

describe('colors', () => {
  it('lists the colours with their swatch, and has no axe issue', async () => {
    storeSession(adminUser);
    colorServer(adminUser);
    renderApp('/colors');
    const table = await screen.findByRole('table', { name: 'Colors' });
    expect(await within(table).findByText('Navy')).toBeInTheDocument();
    expect(within(table).getByText('#1F2A44')).toBeInTheDocument();
    expect(document.title).toBe('Colors · Runway Live');
    expect(screen.getByRole('heading', { level: 1, name: 'Colors' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lets an admin add a colour: Invalid Form first, then saved with a toast', async () => {
    storeSession(adminUser);
    const { seen } = colorServer(adminUser);
    const { router } = renderApp('/colors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add color' }));
    await screen.findByRole('heading', { level: 1, name: 'Add color' });
    expect(document.title).toBe('Add color · Runway Live');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'light TEAL');
    await user.type(screen.getByRole('textbox', { name: /Hex code/ }), '#12ab9c');
    expect(screen.getByText('Preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/colors'));
    expect(await screen.findByRole('status')).toHaveTextContent('Color added');
    const post = seen.find((request) => request.method === 'POST');
    expect(await sentBody(post)).toEqual({ name: 'Light teal', hex: '#12AB9C' });
  });

  it('lets an admin edit a colour, sending only what changed', async () => {
    storeSession(adminUser);
    const { seen } = colorServer(adminUser);
    renderApp('/colors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit Navy' }));
    const hex = await screen.findByRole('textbox', { name: /Hex code/ });
    await user.clear(hex);
    await user.type(hex, '#000080');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Color saved');
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ hex: '#000080' });
  });

  // The form kit's behaviour, shown on the colour form once for every resource form.
  it('saves a form with unsaved changes by Enter in a field', async () => {
    storeSession(adminUser);
    const { seen } = colorServer(adminUser);
    renderApp('/colors/edit/c-navy');
    const user = userEvent.setup();
    const hex = await screen.findByRole('textbox', { name: /Hex code/ });
    await user.clear(hex);
    await user.type(hex, '#000080{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Color saved');
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ hex: '#000080' });
  });

  it("takes the 'Invalid Form' toast away once the field it names is fixed", async () => {
    storeSession(adminUser);
    colorServer(adminUser);
    renderApp('/colors/add');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('alert')).toHaveTextContent('Invalid Form');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'T');
    // At once, well inside the toast's own ten seconds.
    await waitFor(() => expect(within(notifications).queryByRole('alert')).toBeNull(), {
      timeout: 1000,
    });
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('links an edited colour to the products that use it', async () => {
    storeSession(adminUser);
    colorServer(adminUser);
    renderApp('/colors/edit/c-navy');
    const link = await screen.findByRole('link', { name: 'Used by 3 products' });
    expect(link).toHaveAttribute('href', '/view-products?color=Navy');
  });

  it('shows a colour that is not there as not found, with the way back and no error dialog', async () => {
    storeSession(adminUser);
    colorServer(adminUser); // GET /api/v2/colors/c-gone is not served: the fake answers 404
    const { router } = renderApp('/colors/edit/c-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByText('This is not in Colors any more')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Colors' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/colors'));
  });

  it('asks before deleting, and shows a refusal with its count', async () => {
    storeSession(adminUser);
    colorServer(adminUser);
    renderApp('/colors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Navy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete color?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('alert')).toHaveTextContent(
      'This colour is used by 3 products, so it cannot be deleted.',
    );
    // The refusal is the toast alone: no section 8 error dialog on top of it.
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
  });

  it('shows a designer the colours read-only', async () => {
    storeSession(designerUser);
    colorServer(designerUser);
    renderApp('/colors');
    const table = await screen.findByRole('table', { name: 'Colors' });
    expect(await within(table).findByText('Navy')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add color' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Navy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Navy' })).toBeNull();
  });
});
