import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp as renderLooks } from '../../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import { EVENT_ID, LOOK_ID, lookServer } from './lookFixtures';

const nord = apiUser({
  _id: 'u-designer',
  fullName: 'Dara Designer',
  roles: ['designer'],
  designer: null,
});

describe('the looks list', () => {
  it('shows a designer their looks with cover, product count and status, and has no axe issue', async () => {
    storeSession(designerUser);
    lookServer();
    renderLooks('/look/view-looks');
    const table = await screen.findByRole('table', { name: 'Looks' });
    const row = (await within(table).findByText('Evening in Oslo')).closest('tr')!;
    expect(row).toHaveTextContent('2 products');
    expect(row).toHaveTextContent('Published');
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/brands_cover.jpg');
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Products of Evening in Oslo' })).toHaveAttribute(
      'href',
      `/look/products/${LOOK_ID}`,
    );
    expect(document.title).toBe('Looks · Runway Live');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows admin and staff the designer, and keeps the status filter in the URL', async () => {
    storeSession(adminUser);
    const { seen } = lookServer(adminUser, {
      'GET /api/v2/designers': () => ({
        body: { success: true, data: { items: [nord], total: 1, page: 1, limit: 100 } },
      }),
    });
    const { router } = renderLooks('/look/view-looks');
    const table = await screen.findByRole('table', { name: 'Looks' });
    expect(within(table).getByRole('columnheader', { name: /Designer/ })).toBeInTheDocument();
    expect(await within(table).findByText('Dara Designer')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            new URL(request.url).pathname === '/api/v2/looks' &&
            new URL(request.url).searchParams.get('status') === 'draft',
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("lists an event's looks with the event in the trail, and adds a look to it", async () => {
    storeSession(designerUser);
    const { seen } = lookServer();
    const { router } = renderLooks(`/event/view-looks/${EVENT_ID}`);
    const table = await screen.findByRole('table', { name: 'Looks' });
    const edit = await within(table).findByRole('link', { name: 'Edit Evening in Oslo' });
    expect(edit).toHaveAttribute('href', `/event/edit-look/${EVENT_ID}/${LOOK_ID}`);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Event 01930000' })).toBeInTheDocument();
    const listCall = seen.find((request) => new URL(request.url).pathname === '/api/v2/looks');
    expect(new URL(listCall!.url).searchParams.get('eventId')).toBe(EVENT_ID);
    await userEvent.click(screen.getByRole('link', { name: 'Add look' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/add-look/${EVENT_ID}`));
  });

  it('offers "Add look" when there is none yet', async () => {
    storeSession(designerUser);
    lookServer(designerUser, {
      'GET /api/v2/looks': () => ({
        body: { success: true, data: { items: [], total: 0, page: 1, limit: 20 } },
      }),
    });
    const { router } = renderLooks('/look/view-looks');
    expect(await screen.findByText('No looks yet')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Looks' });
    await userEvent.click(within(table).getByRole('button', { name: 'Add look' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/look/add-look'));
  });
});
