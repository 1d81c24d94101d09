import type { ApiColor } from '@runway-live/domain/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, pageAnswer, sentBody } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';
import { adminUser, storeSession } from '../test/users';

const navy: ApiColor = {
  _id: 'c-navy',
  name: 'Navy',
  hex: '#1F2A44',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function server() {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    'GET /api/v2/colors': () => ({
      body: { success: true, data: { items: [navy], total: 1, page: 1, limit: 20 } },
    }),
    'GET /api/v2/colors/c-navy': () => ({ body: { success: true, data: navy } }),
    // The colour form counts the products that use it ("Used by …").
    'GET /api/v2/products': () => pageAnswer([]),
    'PATCH /api/v2/colors/c-navy': async (request) => ({
      body: { success: true, data: { ...navy, ...((await sentBody(request)) as object) } },
    }),
  });
}

async function editNavy() {
  storeSession(adminUser);
  const fake = server();
  const app = renderApp('/colors/edit/c-navy');
  const name = await screen.findByRole('textbox', { name: /Name/ });
  return { ...fake, ...app, name, user: userEvent.setup() };
}

const bar = () => screen.queryByRole('region', { name: 'Unsaved changes' });

describe('the unsaved-changes guard', () => {
  it('shows the header bar while the form is dirty, and Discard resets it', async () => {
    const { name, user } = await editNavy();
    expect(bar()).toBeNull();
    await user.type(name, 'y');
    expect(bar()).toHaveTextContent('You have unsaved changes.');
    await user.click(within(bar()!).getByRole('button', { name: 'Discard' }));
    expect(name).toHaveValue('Navy');
    await waitFor(() => expect(bar()).toBeNull());
  });

  it("is the page's only save and says what the page's button says", async () => {
    const { name, user, seen, router } = await editNavy();
    const form = screen.getByRole('form', { name: 'Edit Navy' });
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Midnight');
    // Issue 19: one Save on the page, the bar's (no 'Update' beside the form's 'Save').
    expect(screen.getAllByRole('button', { name: 'Save' })).toEqual([
      within(bar()!).getByRole('button', { name: 'Save' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    // It lies over the header rather than above the page's blocks.
    expect(screen.getByRole('banner')).toContainElement(bar());
    await user.click(within(bar()!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/colors'));
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(await sentBody(patch)).toEqual({ name: 'Midnight' });
    expect(bar()).toBeNull();
  });

  it('asks before an in-app link leaves, and stays or leaves as answered', async () => {
    const { name, user, router } = await editNavy();
    await user.type(name, 'y');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Colors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/colors/edit/c-navy');
    expect(name).toHaveValue('Navyy');

    await user.click(within(breadcrumb).getByRole('link', { name: 'Colors' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/colors'));
  });

  it("asks before the browser's Back leaves, and stays or goes back as answered", async () => {
    storeSession(adminUser);
    server();
    const { router } = renderApp('/colors');
    await screen.findAllByText('Navy');
    await router.navigate('/colors/edit/c-navy');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const user = userEvent.setup();
    await user.type(name, 'y');

    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent('You have unsaved changes. If you leave, they will be lost.');
    expect(router.state.location.pathname).toBe('/colors/edit/c-navy');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/colors/edit/c-navy');
    expect(name).toHaveValue('Navyy');
    expect(bar()).toHaveTextContent('You have unsaved changes.');

    act(() => window.history.back());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave page',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/colors'));
    expect((await screen.findAllByText('Navy')).length).toBeGreaterThan(0);
    expect(bar()).toBeNull();
  });

  it("lets the browser's Back go once the changes are discarded", async () => {
    storeSession(adminUser);
    server();
    const { router } = renderApp('/colors');
    await screen.findAllByText('Navy');
    await router.navigate('/colors/edit/c-navy');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const user = userEvent.setup();
    await user.type(name, 'y');
    await user.click(within(bar()!).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(bar()).toBeNull());
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/colors'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser before the tab closes while dirty, and not once clean', async () => {
    const { name, user } = await editNavy();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      fireEvent(window, event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(name, 'y');
    expect(unload()).toBe(true);
    await user.click(within(bar()!).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(unload()).toBe(false));
  });
});
