import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { toastOf } from '../../test/toasts';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { designerUser, storeSession } from '../../test/users';
import { pageAnswer } from '../../test/fakeServer';
import { EVENT_ID, LOOK_ID, boots, coat, eveningLook, lookServer, scarf } from './testing';

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map(
      (item) => within(item).getAllByText(/^(Wool coat|Silk scarf|Leather boots)$/)[0]?.textContent,
    );

describe("a look's products", () => {
  it('shows them in the look’s order with code and stock, and has no axe issue', async () => {
    storeSession(designerUser);
    lookServer();
    renderApp(`/look/products/${LOOK_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Products in Evening in Oslo' });
    expect(document.title).toBe('Products in Evening in Oslo · Runway Live');
    const list = await screen.findByRole('list', { name: 'Products in Evening in Oslo' });
    expect(names(list)).toEqual(['Wool coat', 'Silk scarf']);
    expect(within(list).getByText('NC-1')).toBeInTheDocument();
    expect(within(list).getByText('5 in stock')).toBeInTheDocument();
    expect(within(list).getByText('Out of stock')).toBeInTheDocument();
    // The picker offers the designer's products that are not in the look.
    const offered = await screen.findByRole('list', { name: 'Products to add' });
    expect(within(offered).getAllByRole('listitem')).toHaveLength(1);
    expect(within(offered).getByText('Leather boots')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      `/look/add-product/${LOOK_ID}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('adds at once with an append the server runs under the look’s lock, then reorders, removes and saves the whole list', async () => {
    storeSession(designerUser);
    const { seen } = lookServer();
    renderApp(`/look/products/${LOOK_ID}`);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Products in Evening in Oslo' });
    await within(list).findByText('Wool coat');
    expect(screen.getByRole('button', { name: 'Save products' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Add Leather boots' }));
    expect(await toastOf('status')).toHaveTextContent('Leather boots added to Evening in Oslo');
    const post = seen.find((request) => request.method === 'POST');
    expect(new URL(post!.url).pathname).toBe(`/api/v2/looks/${LOOK_ID}/products`);
    expect(await sentBody(post)).toEqual({ productIds: ['p-boots'] });
    expect(names(list)).toEqual(['Wool coat', 'Silk scarf', 'Leather boots']);
    expect(screen.getByText('Every product is in this look')).toBeInTheDocument();
    // The add is saved: nothing waits for Save yet.
    expect(screen.getByRole('button', { name: 'Save products' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Leather boots up' }));
    expect(names(list)).toEqual(['Wool coat', 'Leather boots', 'Silk scarf']);
    expect(screen.getByText('Moved Leather boots to position 2 of 3.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Silk scarf' }));
    expect(names(list)).toEqual(['Wool coat', 'Leather boots']);
    // Unsaved: the header's bar is the page's one save, and says what the page's button says.
    const bar = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Save products' })).toEqual([
      within(bar).getByRole('button', { name: 'Save products' }),
    ]);
    expect(screen.getAllByRole('button', { name: 'Discard' })).toEqual([
      within(bar).getByRole('button', { name: 'Discard' }),
    ]);

    await user.click(within(bar).getByRole('button', { name: 'Save products' }));
    expect(await toastOf('status')).toHaveTextContent('Look products saved');
    const put = seen.find((request) => request.method === 'PUT');
    expect(new URL(put!.url).pathname).toBe(`/api/v2/looks/${LOOK_ID}/products`);
    expect(await sentBody(put)).toEqual({ productIds: ['p-coat', 'p-boots'] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save products' })).toBeDisabled(),
    );
  });

  it('names the look a product is in and asks before moving it from there', async () => {
    storeSession(designerUser);
    const OTHER = '01930000-0000-7000-8000-0000000000a2';
    const other = {
      ...eveningLook,
      _id: OTHER,
      name: 'Morning in Bergen',
      productIds: ['p-boots'],
    };
    const inOther = { ...boots, lookId: OTHER };
    const { seen } = lookServer(designerUser, {
      [`GET /api/v2/looks/${OTHER}`]: () => ({ body: { success: true, data: other } }),
      'GET /api/v2/products': (request) =>
        new URL(request.url).searchParams.get('lookId')
          ? pageAnswer([coat, scarf])
          : pageAnswer([coat, scarf, inOther]),
    });
    renderApp(`/look/products/${LOOK_ID}`);
    const user = userEvent.setup();
    const offered = await screen.findByRole('list', { name: 'Products to add' });
    expect(await within(offered).findByText('In the look “Morning in Bergen”')).toBeVisible();

    await user.click(within(offered).getByRole('button', { name: 'Add Leather boots' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move Leather boots to Evening in Oslo?',
    });
    expect(dialog).toHaveTextContent(
      'Leather boots is in the look “Morning in Bergen”. Moving it here takes it out of that look.',
    );
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
    // Cancel leaves both looks as they were.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(within(offered).getByRole('button', { name: 'Add Leather boots' }));
    await user.click(await screen.findByRole('button', { name: 'Move here' }));
    expect(await toastOf('status')).toHaveTextContent('Leather boots added to Evening in Oslo');
    const post = seen.find((request) => request.method === 'POST');
    expect(await sentBody(post)).toEqual({ productIds: ['p-boots'], move: true });
  });

  it("opens a product in the look's event context", async () => {
    storeSession(designerUser);
    lookServer();
    const { router } = renderApp(`/event/look/products/${EVENT_ID}/${LOOK_ID}`);
    const list = await screen.findByRole('list', { name: 'Products in Evening in Oslo' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Evening in Oslo' })).toHaveAttribute(
      'href',
      `/event/edit-look/${EVENT_ID}/${LOOK_ID}`,
    );
    await userEvent.click(await within(list).findByRole('link', { name: 'Open Silk scarf' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/event/look/edit-product/${EVENT_ID}/${LOOK_ID}/p-scarf`,
      ),
    );
  });

  it('shows an unknown look as not found', async () => {
    storeSession(designerUser);
    lookServer();
    renderApp('/look/products/01930000-0000-7000-8000-00000000dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Looks' })).toHaveAttribute(
      'href',
      '/look/view-looks',
    );
  });

  it('shows an event id that names nothing as not found, without asking the server', async () => {
    storeSession(designerUser);
    const { seen } = lookServer();
    renderApp(`/event/look/products/not-an-event/${LOOK_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(await screen.findByText('This is not in Looks any more')).toBeVisible();
    expect(seen.filter((request) => request.url.includes('not-an-event'))).toEqual([]);
  });
});
