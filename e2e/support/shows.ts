import { apiAs, type ApiCall } from './api';
import { createProduct } from './catalogue';
import { DEMO_PASSWORD, world } from './context';
import type { Locator, Page } from './deps';
import { expectToast, signIn } from './steps';

export type Show = { _id: string; title: string; status: string };

/** A day next year, so a scheduled show is always in the future. */
export const showDay = () => `${new Date().getUTCFullYear() + 1}-03-12`;

/** A show of the signed-in designer next year at 19:00 in New York, scheduled. */
export async function scheduledShow(
  api: ApiCall,
  fields: { title: string; productIds: string[]; lookIds?: string[]; replayUrl?: string },
): Promise<Show> {
  const show = (
    await api<{ data: Show }>('POST', '/api/v2/events', {
      ...fields,
      scheduledAt: `${showDay()}T19:00:00-04:00`,
      timeZone: 'America/New_York',
    })
  ).data;
  await api('PATCH', `/api/v2/events/${show._id}`, { status: 'scheduled' });
  return show;
}

/** The show's page open on the host's control room, once its room is joined. */
export async function openControlRoom(host: Page, showId: string): Promise<Locator> {
  await host.goto(`/event/event-detail/${showId}`);
  const room = host.getByRole('region', { name: 'Control room' });
  await room.getByRole('button', { name: 'Go live' }).waitFor();
  // Usable once the room is joined.
  await host.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) => button.textContent === 'Go live' && !button.disabled,
    ),
  );
  return room;
}

/**
 * The host takes the show live from its control room (past the "Go live now?" question)
 * and highlights `productName`, as a show starts selling; answers the room.
 */
export async function goLiveHighlighting(
  host: Page,
  showId: string,
  productName: string,
): Promise<Locator> {
  const room = await openControlRoom(host, showId);
  await room.getByRole('button', { name: 'Go live' }).click();
  await host
    .getByRole('dialog', { name: 'Go live now?' })
    .getByRole('button', { name: 'Go live anyway' })
    .click();
  await expectToast(host, 'status', 'The show is live');
  await room.getByRole('button', { name: `Highlight ${productName}` }).click();
  return room;
}

/**
 * A show on air: the demo designer's new product (`quantity` units) in a new show, the host
 * signed in on its control room, live and featuring the product, and a viewer's page in a
 * context of its own (signed out, not yet on the show). `close` closes both contexts.
 */
export async function showOnAir(names: {
  title: string;
  product: string;
  code: string;
  quantity: number;
}) {
  const api = await apiAs('designer@runway.test');
  const product = await createProduct(api, names.product, names.code, names.quantity);
  const show = await scheduledShow(api, { title: names.title, productIds: [product._id] });
  const hostContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
  const viewerContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
  const close = async () => {
    await hostContext.close();
    await viewerContext.close();
  };
  try {
    const host = await hostContext.newPage();
    const viewer = await viewerContext.newPage();
    await signIn(host, 'designer@runway.test', DEMO_PASSWORD);
    const room = await goLiveHighlighting(host, show._id, names.product);
    return { show, product, host, viewer, room, close };
  } catch (error) {
    await close();
    throw error;
  }
}
