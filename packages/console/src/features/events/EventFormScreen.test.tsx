import { eventMessages, PAYMENT_ACCOUNT_REQUIRED_CODE } from '@runway-live/domain/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { pageAnswer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { pickTimeZone, shownTimeZone } from '../../test/timeZones';
import { toastOf } from '../../test/toasts';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import { newYork } from '../containers/testing';
import { eveningLook, product } from '../looks/testing';
import { autumnShow, CONTAINER_ID, eventAnswer, eventServer, SHOW_ID } from './eventFixtures';

const DESIGNER_ID = '01930000-0000-7000-8000-0000000000d1';
const nord = apiUser({ _id: DESIGNER_ID, fullName: 'Nora Nord', roles: ['designer'] });

// Products of the designer's, with ids the API's uuid rule takes.
const coat = product('01930000-0000-7000-8000-0000000000b1', 'Wool coat', 'NC-1', [2]);
const scarf = product('01930000-0000-7000-8000-0000000000b2', 'Silk scarf', 'NS-2', [1]);
const boots = product('01930000-0000-7000-8000-0000000000b3', 'Leather boots', 'NB-3', [4]);

const sent = async (seen: Request[], method: string, path = '/api/v2/events') =>
  sentBody(seen.find((request) => request.method === method && request.url.includes(path)));

/** The catalogue the pickers search: three products and a look of the designer's. */
const catalogue = {
  'GET /api/v2/products': () =>
    pageAnswer([coat, scarf, { ...boots, eventId: '01930000-0000-7000-8000-0000000000e9' }]),
  'GET /api/v2/looks': () => pageAnswer([eveningLook]),
};

function setStart(date: string, time: string) {
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: time } });
}

describe('the event form', () => {
  it('adds a show at 19:00 in New York with two products and a look, then opens its page', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, catalogue);
    const { router } = renderApp('/event/add-event');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add event' });
    expect(document.title).toBe('Add event · Runway Live');

    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Spring live show');
    await pickTimeZone(user, 'America/New_York');
    setStart('2026-07-01', '19:00');
    expect(screen.getByText('Wed 1 Jul 2026, 19:00 · New York (EDT)')).toBeVisible();
    const duration = screen.getByRole('spinbutton', { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, '45');
    await user.type(
      screen.getByRole('textbox', { name: /Stream URL/ }),
      'https://stream.example/spring.m3u8',
    );
    await user.click(screen.getByRole('checkbox', { name: /Rehearsal/ }));

    await user.click(await screen.findByRole('button', { name: 'Add Wool coat' }));
    await user.click(screen.getByRole('button', { name: 'Add Silk scarf' }));
    // A product of another show says so before it is added.
    const boot = screen.getByRole('button', { name: 'Add Leather boots' }).closest('li')!;
    expect(within(boot).getByText('In another show')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Add Evening in Oslo' }));
    const inShow = screen.getByRole('list', { name: 'Products in the show' });
    expect(
      within(inShow)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wool coatRemove', 'Silk scarfRemove']);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Event added');
    expect(await sent(seen, 'POST')).toEqual({
      containerId: null,
      title: 'Spring live show',
      description: '',
      coverImage: '',
      timeZone: 'America/New_York',
      scheduledAt: '2026-07-01T23:00:00.000Z',
      durationMinutes: 45,
      streamUrl: 'https://stream.example/spring.m3u8',
      replayUrl: '',
      chatEnabled: true,
      rehearsal: true,
      productIds: [coat._id, scarf._id],
      lookIds: [eveningLook._id],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/event/event-detail/${SHOW_ID}`),
    );
  });

  it('starts a new show in the zone the designer last picked, the browser’s the first time', async () => {
    storeSession(designerUser);
    eventServer(designerUser, catalogue);
    const first = renderApp('/event/add-event');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add event' });
    expect(shownTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // The picker is searched by the city: every zone the server takes, one typed word away.
    await pickTimeZone(user, 'Asia/Tokyo');
    expect(shownTimeZone()).toBe('Asia/Tokyo');
    first.unmount();

    renderApp('/event/add-event');
    await screen.findByRole('heading', { level: 1, name: 'Add event' });
    expect(shownTimeZone()).toBe('Asia/Tokyo');
  });

  it('shows an event at the time it was entered in its zone and sends only what changed', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      'GET /api/v2/products': (request) =>
        new URL(request.url).searchParams.get('eventId') === SHOW_ID
          ? pageAnswer([coat])
          : pageAnswer([coat, scarf]),
      [`GET /api/v2/events/${SHOW_ID}`]: () =>
        eventAnswer({ ...autumnShow, productIds: [coat._id] }),
    });
    renderApp(`/event/edit-event/${SHOW_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Autumn atelier show' });
    expect(screen.getByLabelText('Date')).toHaveValue('2026-07-01');
    expect(screen.getByLabelText('Time')).toHaveValue('19:00');
    expect(shownTimeZone()).toBe('America/New_York');
    const inShow = await screen.findByRole('list', { name: 'Products in the show' });
    expect(await within(inShow).findByText('Wool coat')).toBeVisible();

    await pickTimeZone(user, 'Europe/Paris');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Event saved');
    // 19:00 in Paris in July is 17:00 UTC.
    expect(await sent(seen, 'PATCH')).toEqual({
      scheduledAt: '2026-07-01T17:00:00.000Z',
      timeZone: 'Europe/Paris',
    });
  });

  it('schedules a draft after asking, and waits for unsaved changes first', async () => {
    storeSession(designerUser);
    const { seen } = eventServer();
    renderApp(`/event/edit-event/${SHOW_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Autumn atelier show' });
    const status = screen.getByRole('region', { name: 'Status' });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '!');
    expect(within(status).getByRole('button', { name: 'Schedule' })).toBeDisabled();
    expect(within(status).getByText('Save your changes first.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard' }));

    await user.click(within(status).getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this show?' });
    expect(dialog).toHaveTextContent(
      '“Autumn atelier show” will be scheduled for Wed 1 Jul 2026, 19:00 · New York (EDT).',
    );
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await toastOf('status')).toHaveTextContent('Event scheduled');
    expect(await sent(seen, 'PATCH')).toEqual({ status: 'scheduled' });
    expect(await within(status).findByText('Scheduled')).toBeVisible();
    expect(within(status).queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(within(status).getByRole('button', { name: 'Cancel event' })).toBeEnabled();
  });

  it('refuses scheduling without a payment account and leads to the setup', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`PATCH /api/v2/events/${SHOW_ID}`]: () => ({
        status: 403,
        body: {
          success: false,
          message: eventMessages.paymentAccountRequired,
          code: PAYMENT_ACCOUNT_REQUIRED_CODE,
        },
      }),
      'GET /api/v2/auth/stripe': () => ({
        body: { success: true, uri: 'http://localhost:3000/payments/dashboard' },
      }),
    });
    renderApp(`/event/edit-event/${SHOW_ID}`);
    const user = userEvent.setup();
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this show?' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const refusal = await within(status).findByRole('alert');
    expect(refusal).toHaveTextContent(eventMessages.paymentAccountRequired);
    // The refusal is the page's own: no error dialog on top of it.
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(refusal).getByRole('button', { name: 'Set up your payment account' }));
    await waitFor(() =>
      expect(
        seen.some((request) => request.url.includes(`/auth/stripe?designerId=${designerUser._id}`)),
      ).toBe(true),
    );
  });

  it('keeps a new show while a 402 sends the designer to subscribe, and starts from it again', async () => {
    storeSession(designerUser);
    eventServer(designerUser, {
      'POST /api/v2/events': () => ({
        status: 402,
        body: { success: false, message: 'Your subscription is not active.' },
      }),
      'GET /api/v2/subscription': () => ({ status: 500, body: { success: false, message: 'x' } }),
    });
    const { router, unmount } = renderApp('/event/add-event');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Paid show');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/subscription?from=%2Fevent%2Fadd-event',
      ),
    );
    unmount();
    renderApp('/event/add-event');
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Paid show');
  });

  it('adds a show to the Fashion Week it was opened from, and says when its day is outside the week', async () => {
    storeSession(designerUser);
    const { seen } = eventServer(designerUser, {
      [`GET /api/v2/containers/${CONTAINER_ID}`]: () => ({
        body: { success: true, data: newYork },
      }),
    });
    renderApp(`/container/event/add-event/${CONTAINER_ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Week opener');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Fashion Weeks' })).toHaveAttribute(
      'href',
      '/container/view-containers',
    );
    expect(
      await within(trail).findByRole('link', { name: 'New York Fashion Week' }),
    ).toHaveAttribute('href', `/container/container-detail/${CONTAINER_ID}`);
    expect(screen.getByRole('textbox', { name: 'Fashion Week' })).toHaveValue(
      'New York Fashion Week · Sep 10 – 17, 2026',
    );

    await pickTimeZone(user, 'America/New_York');
    setStart('2026-09-20', '19:00');
    const field = screen.getByRole('group', { name: /Starts/ });
    expect(field).toHaveAccessibleDescription(/This is outside New York Fashion Week/);
    // Within the week's days the warning goes: 23:30 on the 17th in New York is the 18th in UTC.
    setStart('2026-09-17', '23:30');
    expect(field).toHaveAccessibleDescription(/Viewers see it in their own time zone/);

    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Event added');
    expect(await sent(seen, 'POST')).toMatchObject({
      containerId: CONTAINER_ID,
      title: 'Week opener',
      scheduledAt: '2026-09-18T03:30:00.000Z',
    });
  });

  it('has admin and staff pick the designer before the products', async () => {
    storeSession(adminUser);
    const { seen } = eventServer(adminUser, {
      ...catalogue,
      'GET /api/v2/designers': () => pageAnswer([nord]),
    });
    renderApp('/event/add-event');
    const user = userEvent.setup();
    const designer = await screen.findByRole('combobox', { name: /Designer/ });
    expect(screen.getAllByText('Choose the designer first: a show holds their own.')).toHaveLength(
      2,
    );
    await user.type(designer, 'Nor');
    await user.click(await screen.findByRole('option', { name: 'Nora Nord' }));
    await user.click(await screen.findByRole('button', { name: 'Add Wool coat' }));
    const search = seen.find(
      (request) =>
        request.url.includes('/api/v2/products') &&
        new URL(request.url).searchParams.get('designerId') === DESIGNER_ID,
    );
    expect(search).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Nord live');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Event added');
    expect(await sent(seen, 'POST')).toMatchObject({
      designerId: DESIGNER_ID,
      productIds: [coat._id],
    });
  });

  it('names the show a product is in and asks before moving it; an ended show keeps its own (issue 27)', async () => {
    storeSession(designerUser);
    const RESORT = '01930000-0000-7000-8000-0000000000e9';
    const WINTER = '01930000-0000-7000-8000-0000000000e8';
    const { seen } = eventServer(designerUser, {
      'GET /api/v2/products': () =>
        pageAnswer([{ ...coat, eventId: RESORT }, { ...scarf, eventId: WINTER }, boots]),
      'GET /api/v2/looks': () => pageAnswer([]),
      [`GET /api/v2/events/${RESORT}`]: () =>
        eventAnswer({ ...autumnShow, _id: RESORT, title: 'Resort preview', status: 'scheduled' }),
      [`GET /api/v2/events/${WINTER}`]: () =>
        eventAnswer({
          ...autumnShow,
          _id: WINTER,
          title: 'Winter Capsule Replay',
          status: 'ended',
        }),
    });
    renderApp(`/event/edit-event/${SHOW_ID}`);
    const user = userEvent.setup();
    const toAdd = await screen.findByRole('list', { name: 'Products to add' });
    expect(await within(toAdd).findByText('In the show “Resort preview”')).toBeVisible();
    expect(within(toAdd).getByText('In the ended show “Winter Capsule Replay”')).toBeVisible();
    // The ended show keeps its product: no Add, and the page says why.
    expect(within(toAdd).getByRole('button', { name: 'Add Silk scarf' })).toBeDisabled();
    expect(
      screen.getByText('A product in an ended show stays there: its record and replay show it.'),
    ).toBeVisible();

    // Cancel leaves both shows as they were.
    await user.click(within(toAdd).getByRole('button', { name: 'Add Wool coat' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move Wool coat to Autumn atelier show?',
    });
    expect(dialog).toHaveTextContent(
      'Wool coat is in the show “Resort preview”. Adding it here takes it out of that show when you save',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No products in this show yet.')).toBeVisible();

    await user.click(within(toAdd).getByRole('button', { name: 'Add Wool coat' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Move Wool coat to Autumn atelier show?' }),
      ).getByRole('button', { name: 'Move here' }),
    );
    // A product in no show is added without a question, and sent without move.
    await user.click(within(toAdd).getByRole('button', { name: 'Add Leather boots' }));
    expect(
      within(screen.getByRole('list', { name: 'Products in the show' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Event saved');
    expect(await sent(seen, 'PATCH')).toEqual({
      productIds: [coat._id, boots._id],
      move: true,
    });
  });

  it("shows an unknown event, or another designer's, as not found with the way back", async () => {
    storeSession(designerUser);
    eventServer();
    renderApp('/event/edit-event/01930000-0000-7000-8000-00000000ffff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
      'href',
      '/event/view-events',
    );
  });
});
