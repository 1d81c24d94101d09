import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { WEEK_ID, containerServer } from './testing';

describe('a Fashion Week’s events', () => {
  it('lists them with the designer, the start, the warning for one outside the week, and Add event', async () => {
    storeSession(adminUser);
    const { seen } = containerServer(adminUser);
    const { router } = renderApp(`/container/events/${WEEK_ID}`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Events of New York Fashion Week' });
    const inside = (await within(table).findByRole('link', { name: 'Spring Runway Live' })).closest(
      'tr',
    )!;
    expect(within(inside).getByRole('link', { name: 'Spring Runway Live' })).toHaveAttribute(
      'href',
      '/event/event-detail/e-inside',
    );
    expect(inside).toHaveTextContent('Maison Lumière');
    // The console's one way of writing a moment, its zone named (the reader's: a week's show names none).
    expect(inside).toHaveTextContent(/Sun 13 Sep 2026, \d\d:00 · /);
    expect(inside).not.toHaveTextContent('Outside the week’s dates');
    const outside = within(table).getByRole('link', { name: 'Late Encore' }).closest('tr')!;
    expect(outside).toHaveTextContent('Outside the week’s dates');
    expect(screen.getByRole('link', { name: 'Add event' })).toHaveAttribute(
      'href',
      `/container/event/add-event/${WEEK_ID}`,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'New York Fashion Week' })).toHaveAttribute(
      'href',
      `/container/container-detail/${WEEK_ID}`,
    );
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'encore{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=encore'));
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            new URL(request.url).pathname === `/api/v2/containers/${WEEK_ID}/events` &&
            new URL(request.url).searchParams.get('search') === 'encore',
        ),
      ).toBe(true),
    );
  });

  it('shows a designer no designer column', async () => {
    storeSession(designerUser);
    containerServer(designerUser);
    renderApp(`/container/events/${WEEK_ID}`);
    const table = await screen.findByRole('table', { name: 'Events of New York Fashion Week' });
    await within(table).findByRole('link', { name: 'Spring Runway Live' });
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
  });
});

describe('a Fashion Week’s web events', () => {
  it('shows the empty state until web events come, and has no axe issue', async () => {
    storeSession(adminUser);
    containerServer(adminUser);
    renderApp(`/container/web-events/${WEEK_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Web events of New York Fashion Week' });
    expect(await screen.findByText('No web events yet')).toBeInTheDocument();
    expect(
      screen.getByText('Web events added to this Fashion Week appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add event' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add web event' })).toHaveAttribute(
      'href',
      `/container/web-event/add-event/${WEEK_ID}`,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
