import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { brandSite, closeSite, playerFrame } from './support/brandSite';
import { DEMO_PASSWORD, world } from './support/context';
import { expectToast, signIn } from './support/steps';

// Issue 31 (decision 0044): a web event goes live with a room like an event's. Its designer
// runs it from the web event's page with the one control room; a viewer on the brand's site
// sees the chat and the pushed web product in the embedded player's live slot.
describe('a web event live', () => {
  it('a host runs a web event live from its page and a viewer on the brand’s site sees the chat and a pushed web product in the player', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const app = world.server.baseUrl;
    const api = await apiAs('designer@runway.test');
    const tote = await api<{ data: { _id: string } }>('POST', '/api/v2/web-products', {
      name: `Live tote ${stamp}`,
      price: 129.5,
      currency: 'EUR',
      externalUrl: 'https://brand.example/tote',
    });
    const created = await api<{ data: { _id: string } }>('POST', '/api/v2/web-events', {
      title: `Live on the site ${stamp}`,
      streamUrl: `${app}/demo/sample-show.mp4`,
      productIds: [tote.data._id],
    });
    const webEventId = created.data._id;
    const brand = await brandSite({
      title: "The brand's live show",
      host: 'localhost',
      body: () => playerFrame(`${app}/web-event/video/${webEventId}/live`, 'Our live show', 1400),
    });
    await api('PATCH', `/api/v2/web-events/${webEventId}`, {
      status: 'published',
      embed: { allowedOrigins: [brand.origin] },
    });

    const hostContext = await world.browser.newContext({ baseURL: app });
    const viewerContext = await world.browser.newContext();
    try {
      const host = await hostContext.newPage();
      await signIn(host, 'designer@runway.test', DEMO_PASSWORD);
      await host.goto(`/web-event/event-detail/${webEventId}`);
      const room = host.getByRole('region', { name: 'Control room' });
      // Usable once the room is joined.
      const goLive = room.getByRole('button', { name: 'Go live' });
      await goLive.waitFor();
      await host.waitForFunction(() =>
        [...document.querySelectorAll('button')].some(
          (button) => button.textContent === 'Go live' && !button.disabled,
        ),
      );
      await goLive.click();
      const ask = host.getByRole('dialog', { name: 'Go live now?' });
      await ask.getByRole('button', { name: /^Go live/ }).click();
      await expectToast(host, 'status', 'The show is live');
      await room.getByRole('timer').waitFor();
      await expectNoAxeViolations(host, 'the web event’s control room, live');

      // The viewer on the brand's site: the player's live slot joins the web event's room.
      const viewer = await viewerContext.newPage();
      await viewer.goto(`${brand.origin}/`);
      const frame = viewer.frameLocator('iframe[data-runway-live-player]');
      const viewerChat = frame.getByRole('region', { name: 'Chat messages' });
      await viewerChat.waitFor();
      await frame.getByText('1 watching').waitFor();

      // The host says something and puts the tote on every screen.
      const field = room.getByRole('textbox', { name: 'Message', exact: true });
      await field.fill(`Welcome to the show ${stamp}`);
      await field.press('Enter');
      await viewerChat.getByText(`Welcome to the show ${stamp}`).waitFor();
      await room.getByRole('button', { name: `Highlight Live tote ${stamp}` }).click();
      const featured = frame.getByRole('list', { name: 'Featured products' });
      await featured.getByText(`Live tote ${stamp}`).waitFor();
      const buy = featured.getByRole('link', {
        name: `Buy Live tote ${stamp} (opens in a new tab)`,
      });
      assert.equal(await buy.getAttribute('href'), 'https://brand.example/tote');
      await expectNoAxeViolations(viewer, 'the embedded player, live');

      // The viewer signs in over the player to chat (no page to leave to: it is framed), and
      // the host reads what they write.
      await frame.getByRole('button', { name: 'Sign in to chat.' }).click();
      const signInForm = frame.getByRole('form', { name: 'Sign in' });
      await signInForm.getByRole('textbox', { name: /E-mail/ }).fill('shopper@runway.test');
      await signInForm.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await signInForm.getByRole('button', { name: 'Sign in' }).click();
      const viewerField = frame.getByRole('textbox', { name: 'Message', exact: true });
      await viewerField.fill(`Is it lined? ${stamp}`);
      await viewerField.press('Enter');
      await room.getByText(`Is it lined? ${stamp}`).first().waitFor();
    } finally {
      await hostContext.close();
      await viewerContext.close();
      await closeSite(brand);
    }
  });
});
