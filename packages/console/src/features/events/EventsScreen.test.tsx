import { browserTimeZone, calendarRange, dayOfInstant, wallTimeToInstant } from '@runway-live/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { pageAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import { newYork, paris } from '../containers/testing';
import { autumnShow, eventServer, SHOW_ID } from './eventFixtures';

const nord = apiUser({
  _id: '0190a000-0000-7000-8000-0000000000d2',
  fullName: 'Nora Nord',
  roles: ['designer'],
});

const requests = (seen: Request[], path: string) =>
  seen.filter((request) => new URL(request.url).pathname === path);

describe('the events list', () => {
  it('shows a designer their shows with start, duration and status, and has no axe issue', async () => {
    storeSession(designerUser);
    eventServer();
    renderApp('/event/view-events');
    const table = await screen.findByRole('table', { name: 'Events' });
    const title = await within(table).findByRole('link', { name: 'Autumn atelier show' });
    expect(title).toHaveAttribute('href', `/event/event-detail/${SHOW_ID}`);
    const row = title.closest('tr')!;
    expect(row).toHaveTextContent('Wed 1 Jul 2026, 19:00 · New York (EDT)');
    expect(row).toHaveTextContent('1 h');
    expect(row).toHaveTextContent('Draft');
    expect(within(table).queryByRole('columnheader', { name: /Designer/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Edit Autumn atelier show' })).toHaveAttribute(
      'href',
      `/event/edit-event/${SHOW_ID}`,
    );
    expect(within(row).getByRole('button', { name: 'Delete Autumn atelier show' })).toBeVisible();
    expect(document.title).toBe('Events · Runway Live');
    expect(await axeViolations()).toEqual([]);
  });

  it('folds its filters behind one button on a phone, the search still in sight', async () => {
    const { happyDOM } = window as unknown as {
      happyDOM: { setViewport: (size: { width: number; height: number }) => void };
    };
    happyDOM.setViewport({ width: 375, height: 812 });
    try {
      storeSession(designerUser);
      eventServer();
      const { router } = renderApp('/event/view-events');
      const user = userEvent.setup();
      expect(await screen.findByRole('searchbox', { name: 'Search events' })).toBeVisible();
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
      await user.click(toggle);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'scheduled');
      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).get('status')).toBe('scheduled'),
      );
      expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });

  it('keeps the status and the date range in the URL and sends them as instants', async () => {
    storeSession(designerUser);
    const { seen } = eventServer();
    const { router } = renderApp('/event/view-events');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Events' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'scheduled');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-07-31' } });
    const zone = browserTimeZone();
    const from = wallTimeToInstant({ date: '2026-07-01', time: '00:00' }, zone)!;
    // The last day is included: the range ends at the next midnight.
    const to = wallTimeToInstant({ date: '2026-08-01', time: '00:00' }, zone)!;
    await waitFor(() => {
      const query = new URLSearchParams(router.state.location.search);
      expect([query.get('status'), query.get('from'), query.get('to')]).toEqual([
        'scheduled',
        from,
        to,
      ]);
    });
    await waitFor(() => {
      const last = requests(seen, '/api/v2/events').at(-1)!;
      const query = new URL(last.url).searchParams;
      expect([query.get('status'), query.get('from'), query.get('to')]).toEqual([
        'scheduled',
        from,
        to,
      ]);
      expect(query.get('view')).toBeNull();
    });
    expect(screen.getByLabelText('To')).toHaveValue('2026-07-31');
  });

  it('filters by Fashion Week, named by title, through the URL', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      'GET /api/v2/containers': () => pageAnswer([newYork, paris]),
    });
    const { router } = renderApp('/event/view-events');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Events' });
    const week = screen.getByRole('combobox', { name: 'Fashion Week' });
    await within(week).findByRole('option', { name: 'Paris Fashion Week' });
    await user.selectOptions(week, 'New York Fashion Week');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('containerId')).toBe(
        newYork._id,
      ),
    );
    await waitFor(() => {
      const last = requests(seen, '/api/v2/events').at(-1)!;
      expect(new URL(last.url).searchParams.get('containerId')).toBe(newYork._id);
    });
  });

  it('offers no Delete for a show that was announced: it is cancelled instead', async () => {
    storeSession(designerUser);
    eventServer(designerUser, {
      'GET /api/v2/events': () => pageAnswer([{ ...autumnShow, status: 'scheduled' }]),
    });
    renderApp('/event/view-events');
    const table = await screen.findByRole('table', { name: 'Events' });
    const title = await within(table).findByRole('link', { name: 'Autumn atelier show' });
    const row = title.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit Autumn atelier show' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Delete Autumn atelier show' })).toBeNull();
  });

  it('shows admin and staff the designer by brand with the designer filter', async () => {
    storeSession(adminUser);
    eventServer(adminUser, {
      'GET /api/v2/events': () =>
        pageAnswer([{ ...autumnShow, designerId: nord._id, designerBrand: 'Nord Atelier' }]),
      'GET /api/v2/designers': () => pageAnswer([nord]),
    });
    renderApp('/event/view-events');
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(within(table).getByRole('columnheader', { name: /Designer/ })).toBeInTheDocument();
    expect(await within(table).findByText('Nord Atelier')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Designer' })).toBeInTheDocument();
  });
});

describe('the events calendar', () => {
  it('switches to a month, asks for its range, shows the show on its day and keeps the view in the URL', async () => {
    storeSession(designerUser);
    const { seen } = eventServer();
    const { router } = renderApp('/event/view-events?date=2026-07-15');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Events' });
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('view')).toBe('month'),
    );
    const calendar = await screen.findByRole('table', { name: 'Events, July 2026' });
    const zone = browserTimeZone();
    const range = calendarRange('month', '2026-07-15', zone);
    await waitFor(() => {
      const query = new URL(requests(seen, '/api/v2/events/calendar').at(-1)!.url).searchParams;
      expect([query.get('from'), query.get('to')]).toEqual([range.from, range.to]);
    });
    const show = await within(calendar).findByRole('link', { name: /Autumn atelier show/ });
    expect(show).toHaveAttribute('href', `/event/event-detail/${SHOW_ID}`);
    // On the day it starts in the viewer's zone.
    expect(show.closest('td')!.querySelector('time[datetime]')).toHaveAttribute(
      'datetime',
      dayOfInstant(autumnShow.scheduledAt!, zone),
    );
    expect(await axeViolations()).toEqual([]);

    // A month away is that month's first week: 1 August 2026 is a Saturday, so Monday the 3rd.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-08-03'),
    );
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('view')).toBe('week'),
    );
    // The week follows the month in view.
    expect(await screen.findByRole('heading', { name: '3 – 9 Aug 2026' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('table', { name: 'Events' })).toBeVisible();
  });

  it('opens on the view and day the URL names', async () => {
    storeSession(designerUser);
    eventServer();
    renderApp('/event/view-events?view=week&date=2026-07-01');
    expect(await screen.findByRole('heading', { name: '29 Jun – 5 Jul 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  });
});
