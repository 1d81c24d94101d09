import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_LIMIT_MAX } from '@runway-live/domain/api';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp as renderLooks } from '../../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import { pageAnswer } from '../../test/fakeServer';
import { EVENT_ID, LOOK_ID, eveningLook, lookServer } from './testing';
import { autumnShow, eventAnswer } from '../events/testing';

const nord = apiUser({
  _id: '0190a000-0000-7000-8000-0000000000d2',
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
    const name = await within(table).findByRole('link', { name: 'Evening in Oslo' });
    expect(name).toHaveAttribute('href', `/look/edit-look/${LOOK_ID}`);
    const row = name.closest('tr')!;
    expect(row).toHaveTextContent('2 products');
    expect(row).toHaveTextContent('Published');
    expect(row.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/brands_c0ver_1700000000003.jpg',
    );
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Products of Evening in Oslo' })).toHaveAttribute(
      'href',
      `/look/products/${LOOK_ID}`,
    );
    expect(document.title).toBe('Looks · Runway Live');
    expect(await axeViolations()).toEqual([]);
  });

  it("draws a row's actions, links and button alike, in one style", async () => {
    storeSession(designerUser);
    lookServer();
    renderLooks('/look/view-looks');
    const table = await screen.findByRole('table', { name: 'Looks' });
    const row = (await within(table).findByRole('link', { name: 'Evening in Oslo' })).closest(
      'tr',
    )!;
    const actions = [
      within(row).getByRole('link', { name: 'Products of Evening in Oslo' }),
      within(row).getByRole('link', { name: 'Edit Evening in Oslo' }),
      within(row).getByRole('button', { name: 'Delete Evening in Oslo' }),
    ];
    // styled-components gives elements drawn with the same styles the same class names.
    expect(new Set(actions.map((action) => action.className)).size).toBe(1);
  });

  it('shows admin and staff the designer by the brand the list names, and keeps the filters in the URL', async () => {
    storeSession(adminUser);
    const { seen } = lookServer(adminUser, {
      // The list names its designer: the designers list is not asked for them.
      'GET /api/v2/looks': () =>
        pageAnswer([
          {
            ...eveningLook,
            designerId: '0190a000-0000-7000-8000-0000000000d3',
            designerBrand: 'Nord Atelier',
          },
        ]),
      'GET /api/v2/designers': () => pageAnswer([nord]),
    });
    const { router } = renderLooks('/look/view-looks');
    const table = await screen.findByRole('table', { name: 'Looks' });
    expect(within(table).getByRole('columnheader', { name: /Designer/ })).toBeInTheDocument();
    expect(await within(table).findByText('Nord Atelier')).toBeInTheDocument();
    // No page of every approved designer is fetched to name the rows.
    expect(
      seen.filter(
        (request) =>
          new URL(request.url).pathname === '/api/v2/designers' &&
          new URL(request.url).searchParams.get('limit') === String(LIST_LIMIT_MAX),
      ),
    ).toEqual([]);

    await userEvent.type(screen.getByRole('combobox', { name: 'Designer' }), 'Dara');
    await userEvent.click(await screen.findByRole('option', { name: /Dara Designer/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?designerId=${nord._id}`));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

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
    const { seen } = lookServer(designerUser, {
      [`GET /api/v2/events/${EVENT_ID}`]: () => eventAnswer({ ...autumnShow, _id: EVENT_ID }),
    });
    const { router } = renderLooks(`/event/view-looks/${EVENT_ID}`);
    const table = await screen.findByRole('table', { name: 'Looks' });
    const edit = await within(table).findByRole('link', { name: 'Edit Evening in Oslo' });
    expect(edit).toHaveAttribute('href', `/event/edit-look/${EVENT_ID}/${LOOK_ID}`);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    // The event by its title, loaded once through the events resource.
    expect(await within(trail).findByRole('link', { name: 'Autumn atelier show' })).toHaveAttribute(
      'href',
      `/event/event-detail/${EVENT_ID}`,
    );
    expect(
      seen.filter((request) => new URL(request.url).pathname === `/api/v2/events/${EVENT_ID}`),
    ).toHaveLength(1);
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
