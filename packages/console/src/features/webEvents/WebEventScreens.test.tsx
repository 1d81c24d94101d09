import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { pageAnswer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { pickTimeZone } from '../../test/timeZones';
import { toastOf } from '../../test/toasts';
import { designerUser, storeSession } from '../../test/users';
import { WEB_EVENT_REPORT } from '../reports/testing';
import {
  BAG_ID,
  SCARF_ID,
  WEB_EVENT_ID,
  bag,
  scarf,
  springShow,
  webPluginServer,
} from './webPluginFixtures';

// A published web event's page opens its control room: the live socket without a network.
vi.mock('socket.io-client', () => ({ io: () => new FakeLiveTransport() }));

const sent = async (seen: Request[], method: string, path: string) =>
  sentBody(
    seen.findLast((request) => request.method === method && new URL(request.url).pathname === path),
  );

describe('the web events list', () => {
  it('lists the web events with their status, searches and filters by status in the URL', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    const { router } = renderApp('/web-event/view-events');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Web Events' });
    expect(await within(table).findByRole('link', { name: 'Spring on the site' })).toHaveAttribute(
      'href',
      `/web-event/event-detail/${WEB_EVENT_ID}`,
    );
    expect(within(table).getByText('Published')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await waitFor(() => expect(router.state.location.search).toContain('status=published'));
    await user.type(screen.getByRole('searchbox', { name: 'Search web events' }), 'Autumn');
    await waitFor(() => expect(router.state.location.search).toContain('search=Autumn'));
    await waitFor(() => {
      const last = seen.findLast((request) => request.url.includes('/api/v2/web-events?'));
      const query = new URL(last!.url).searchParams;
      expect(query.get('status')).toBe('published');
      expect(query.get('search')).toBe('Autumn');
    });
  });

  it('says so when there is no web event yet', async () => {
    storeSession(designerUser);
    webPluginServer(designerUser, { 'GET /api/v2/web-events': () => pageAnswer([]) });
    renderApp('/web-event/view-events');
    expect(await screen.findByText('No web events yet')).toBeVisible();
  });
});

describe('the web event form', () => {
  it('says what is missing, then adds a web event with two products in order and opens its page', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer(designerUser, {
      'GET /api/v2/web-products': () => pageAnswer([{ ...bag, webEventId: null }, scarf]),
    });
    const { router } = renderApp('/web-event/add-event');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add web event' });

    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Summer on the site');
    await pickTimeZone(user, 'America/New_York');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:00' } });
    await user.type(screen.getByRole('textbox', { name: /Captions URL/ }), 'ftp://x/captions');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(
      await screen.findByText('Must be an http(s) address of a WebVTT (.vtt) captions file'),
    ).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /Captions URL/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Replay URL/ }),
      'https://cdn.example/summer.mp4',
    );
    await user.click(await screen.findByRole('button', { name: 'Add Silk scarf' }));
    await user.click(screen.getByRole('button', { name: 'Add Leather tote' }));
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web event added');
    expect(await sent(seen, 'POST', '/api/v2/web-events')).toEqual({
      containerId: null,
      groupId: null,
      title: 'Summer on the site',
      description: '',
      coverImage: '',
      timeZone: 'America/New_York',
      scheduledAt: '2026-07-01T23:00:00.000Z',
      durationMinutes: 60,
      streamUrl: '',
      replayUrl: 'https://cdn.example/summer.mp4',
      captionsUrl: '',
      chatEnabled: true,
      embed: { allowedOrigins: [] },
      productIds: [SCARF_ID, BAG_ID],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/web-event/event-detail/${WEB_EVENT_ID}`),
    );
  });

  it('names the web event a product is in and asks before moving it; an ended one keeps its own (issue 27)', async () => {
    storeSession(designerUser);
    const ENDED = '01930000-0000-7000-8000-0000000000f3';
    const { seen } = webPluginServer(designerUser, {
      'GET /api/v2/web-products': () => pageAnswer([bag, { ...scarf, webEventId: ENDED }]),
      [`GET /api/v2/web-events/${WEB_EVENT_ID}`]: () => ({
        body: { success: true, data: { ...springShow, status: 'published' } },
      }),
      [`GET /api/v2/web-events/${ENDED}`]: () => ({
        body: {
          success: true,
          data: { ...springShow, _id: ENDED, title: 'Winter replay', status: 'ended' },
        },
      }),
    });
    renderApp('/web-event/add-event');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Summer on the site');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:00' } });
    const toAdd = await screen.findByRole('list', { name: 'Web products to add' });
    expect(await within(toAdd).findByText('In the web event “Spring on the site”')).toBeVisible();
    expect(within(toAdd).getByText('In the ended web event “Winter replay”')).toBeVisible();
    expect(within(toAdd).getByRole('button', { name: 'Add Silk scarf' })).toBeDisabled();

    await user.click(within(toAdd).getByRole('button', { name: 'Add Leather tote' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move Leather tote to this web event?',
    });
    expect(dialog).toHaveTextContent(
      'Leather tote is in the web event “Spring on the site”. Adding it here takes it out of that web event when you save',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No web products in this web event yet.')).toBeVisible();
    await user.click(within(toAdd).getByRole('button', { name: 'Add Leather tote' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Move Leather tote to this web event?' }),
      ).getByRole('button', { name: 'Move here' }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web event added');
    expect(await sent(seen, 'POST', '/api/v2/web-events')).toMatchObject({
      productIds: [BAG_ID],
      move: true,
    });
  });

  it('sends only what changed on an existing web event', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-event/edit-event/${WEB_EVENT_ID}`);
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Spring, again');
    await user.click(screen.getAllByRole('button', { name: /Save/ })[0]!);
    expect(await toastOf('status')).toHaveTextContent('Web event saved');
    expect(await sent(seen, 'PATCH', `/api/v2/web-events/${WEB_EVENT_ID}`)).toEqual({
      title: 'Spring, again',
    });
  });
});

describe('the web event page', () => {
  it('gives the embed code to copy, a preview, and the sites allowed to embed it', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-event/event-detail/${WEB_EVENT_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Spring on the site' });
    const origin = window.location.origin;
    const iframe = `<iframe src="${origin}/web-event/video/${WEB_EVENT_ID}/replay" title="Spring on the site" width="100%" height="560" style="border:0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen data-runway-live-player></iframe>`;
    expect(screen.getByLabelText('Iframe')).toHaveTextContent(iframe);
    expect(screen.getByLabelText('Script loader')).toHaveTextContent(
      `<script src="${origin}/embed.js" async></script>`,
    );
    expect(screen.getByText(/A draft is not shown by the player/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Leather tote' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy Iframe' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(iframe);
    expect(await toastOf('status')).toHaveTextContent('Iframe copied');
    await user.selectOptions(screen.getByLabelText('The player plays'), 'live');
    expect(screen.getByLabelText('Iframe')).toHaveTextContent(
      `/web-event/video/${WEB_EVENT_ID}/live`,
    );

    const sites = screen.getByRole('textbox', { name: 'Sites allowed to embed the player' });
    expect(sites).toHaveValue('https://brand.example');
    expect(sites).toHaveAccessibleDescription(/Only pages on these sites may show the player/);
    await user.type(sites, '\nhttps://shop.example/cart');
    await user.click(screen.getByRole('button', { name: 'Save allowed sites' }));
    expect(
      await screen.findByText(
        'Line 2: Must be an http(s) origin such as https://brand.com (no path)',
      ),
    ).toBeVisible();
    await user.clear(sites);
    await user.type(sites, 'https://brand.example\nhttps://shop.example/');
    await user.click(screen.getByRole('button', { name: 'Save allowed sites' }));
    expect(await toastOf('status')).toHaveTextContent('Allowed sites saved');
    expect(await sent(seen, 'PATCH', `/api/v2/web-events/${WEB_EVENT_ID}`)).toEqual({
      embed: { allowedOrigins: ['https://brand.example', 'https://shop.example/'] },
    });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show the preview' }));
    expect(screen.getByTitle('Preview of the player: Spring on the site')).toHaveAttribute(
      'src',
      `/web-event/video/${WEB_EVENT_ID}/live`,
    );
  });

  it('publishes a draft from its header', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-event/event-detail/${WEB_EVENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await toastOf('status')).toHaveTextContent('The web event is published');
    expect(await sent(seen, 'PATCH', `/api/v2/web-events/${WEB_EVENT_ID}`)).toEqual({
      status: 'published',
    });
    // Published, it goes live from its control room (web-event control room tests).
    const room = await screen.findByRole('region', { name: 'Control room' });
    expect(within(room).getByRole('button', { name: 'Go live' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});

describe('the web event’s report', () => {
  it('shows an ended web event’s player figures and its clicks by product, and none before it airs (issue 33)', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer(designerUser, {
      [`GET /api/v2/web-events/${WEB_EVENT_ID}`]: () => ({
        body: { success: true, data: { ...springShow, status: 'ended' } },
      }),
      'GET /api/v2/reports/web-events': () => ({
        body: {
          success: true,
          data: {
            ...WEB_EVENT_REPORT,
            webEvents: [{ ...WEB_EVENT_REPORT.webEvents[0]!, webEventId: WEB_EVENT_ID }],
            products: [
              { ...WEB_EVENT_REPORT.products[0]!, webEventId: WEB_EVENT_ID },
              { ...WEB_EVENT_REPORT.products[0]!, webProductId: 'p-9', name: 'Another event’s' },
            ],
          },
        },
      }),
    });
    renderApp(`/web-event/event-detail/${WEB_EVENT_ID}`);
    const report = await screen.findByRole('region', { name: 'Show report' });
    const tile = (name: string) => within(report).getByRole('region', { name });
    expect(await within(tile('Player views')).findByText('3')).toBeVisible();
    expect(within(tile('Watch time')).getByText('3 min 0 s')).toBeVisible();
    expect(within(tile('GMV through the player')).getByText('$40.00')).toBeVisible();
    const clicks = within(report).getByRole('table', { name: 'Product clicks by product' });
    expect(within(clicks).getByText('Silk Slip Dress')).toBeVisible();
    expect(within(clicks).queryByText('Another event’s')).toBeNull();
    const call = seen.find((request) => request.url.includes('/reports/web-events'))!;
    expect(new URL(call.url).searchParams.get('preset')).toBe('12m');
    expect(await axeViolations()).toEqual([]);
  });

  it('has no report for a draft', async () => {
    storeSession(designerUser);
    const { seen } = webPluginServer();
    renderApp(`/web-event/event-detail/${WEB_EVENT_ID}`);
    await screen.findByRole('button', { name: 'Publish' });
    expect(screen.queryByRole('region', { name: 'Show report' })).toBeNull();
    expect(seen.some((request) => request.url.includes('/reports/'))).toBe(false);
  });
});

describe('the web event carousel times', () => {
  it("edits a web event's times against its own products and saves them under its path", async () => {
    storeSession(designerUser);
    webPluginServer(designerUser, {
      [`GET /api/v2/web-events/${WEB_EVENT_ID}/carousel-times`]: () => ({
        body: { success: true, data: [{ productId: BAG_ID, startSec: 2, endSec: 6 }] },
      }),
    });
    renderApp(`/web-event/carousel-time/${WEB_EVENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Carousel times of Spring on the site' });
    expect(screen.getByLabelText('Video of Spring on the site')).toHaveAttribute(
      'src',
      springShow.replayUrl,
    );
    expect(await screen.findByRole('slider', { name: 'Start of Leather tote' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });
});
