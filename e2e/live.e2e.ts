import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiAs } from './support/api';
import { expectNoAxeViolations } from './support/browser';
import { createProduct } from './support/catalogue';
import { DEMO_PASSWORD, world } from './support/context';
import type { Page } from './support/deps';
import { openControlRoom, scheduledShow, type Show } from './support/shows';
import { expectToast, signIn } from './support/steps';

/** The viewer page's chat composer: type and press Enter. */
async function say(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Message', exact: true });
  await field.fill(text);
  await field.press('Enter');
}

describe('live', () => {
  it('a host runs a show from the control room while a signed-in viewer watches and chats', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const api = await apiAs('designer@runway.test');
    const coat = await createProduct(api, `Live coat ${stamp}`, `LC-${stamp}`);
    const scarf = await createProduct(api, `Live scarf ${stamp}`, `LS-${stamp}`);
    const look = (
      await api<{ data: { _id: string; name: string } }>('POST', '/api/v2/looks', {
        name: `Live look ${stamp}`,
        productIds: [coat._id, scarf._id],
      })
    ).data;
    const show = await scheduledShow(api, {
      title: `Live show ${stamp}`,
      replayUrl: 'https://stream.example/replay.m3u8',
      productIds: [coat._id, scarf._id],
      lookIds: [look._id],
    });

    // The host in one browser, the viewer in another. The viewer page's "Sign in to chat"
    // uses the console's session, which shopper-only accounts cannot open, so the signed-in
    // viewer is another designer (atelier): in this show's room an ordinary viewer, with no
    // right to push, moderate or skip slow mode (the server decides the role per show).
    const hostContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const host = await hostContext.newPage();
    const viewerContext = await world.browser.newContext({ baseURL: world.server.baseUrl });
    const viewer = await viewerContext.newPage();
    try {
      await signIn(host, 'designer@runway.test', DEMO_PASSWORD);
      const room = await openControlRoom(host, show._id);
      await room.getByRole('button', { name: 'Go live' }).click();
      // No stream yet, and the show is announced for another day: asked with a warning.
      const ask = host.getByRole('dialog', { name: 'Go live now?' });
      await ask.getByText(/^No stream URL is set/).waitFor();
      await ask.getByText(/more than an hour from now/).waitFor();
      await ask.getByRole('button', { name: 'Go live anyway' }).click();
      await expectToast(host, 'status', 'The show is live');
      await room.getByRole('timer').waitFor();
      await expectNoAxeViolations(host, 'the control room, live');

      // The viewer's live socket runs through a route, so the journey can cut it for real.
      const viewerSockets: { cut: () => Promise<void> }[] = [];
      let onViewerSocket = () => {};
      await viewer.routeWebSocket(/\/socket\.io\//, (socket) => {
        const server = socket.connectToServer();
        viewerSockets.push({
          cut: async () => {
            await server.close();
            await socket.close();
          },
        });
        onViewerSocket();
      });
      await signIn(viewer, 'atelier@runway.test', DEMO_PASSWORD);
      await viewer.goto(`/video/event/${show._id}`);
      await viewer.getByText('Live now').first().waitFor();
      // Live without a stream: the page says the video is coming, not "Live" over nothing.
      await viewer
        .getByText('The show is starting: the video will play here in a moment.')
        .waitFor();

      // Slow mode on before the viewer's first word: a message is accepted, the viewer's
      // second quick one is refused, saying when they may post (the clock is the viewer's
      // last post, whenever it was, decision 0018), and it never reaches the room.
      const slow = room.getByRole('textbox', { name: /Slow mode/ });
      await slow.fill('30');
      await slow.press('Enter');
      await room.getByText('On: one message every 30 s per viewer. 0 turns it off.').waitFor();
      await say(viewer, `Hello from the front row ${stamp}`);
      const hostChat = room.getByRole('region', { name: 'Chat messages' });
      const viewerChat = viewer.getByRole('region', { name: 'Chat messages' });
      await viewerChat.getByText(`Hello from the front row ${stamp}`).waitFor();
      await hostChat.getByText(`Hello from the front row ${stamp}`).waitFor();
      await say(viewer, `Second ${stamp}`);
      await viewer
        .getByText(/Slow mode is on: you may post again in \d+ seconds?\./)
        .first()
        .waitFor();
      assert.equal(await hostChat.getByText(`Second ${stamp}`).count(), 0);

      // The host deletes the viewer's message for everyone: it disappears for the viewer.
      await hostChat
        .getByRole('button', { name: /^Moderate .*'s message$/ })
        .last()
        .click();
      await host.getByRole('menuitem', { name: 'Delete message' }).click();
      await expectToast(host, 'status', 'Message deleted for everyone');
      await viewerChat
        .getByText(`Hello from the front row ${stamp}`)
        .waitFor({ state: 'detached' });

      // A product pushed onto every screen, then a whole look pinned.
      await room.getByRole('button', { name: `Highlight Live coat ${stamp}` }).click();
      const featured = viewer.getByRole('list', { name: 'Featured products' });
      await featured.getByText(`Live coat ${stamp}`).waitFor();
      await room.getByRole('button', { name: `Pin look Live look ${stamp}` }).click();
      await viewer.getByRole('group', { name: `Pinned look: Live look ${stamp}` }).waitFor();
      await expectNoAxeViolations(viewer, 'the viewer page, live');

      // The viewer's connection drops and comes back: nothing the host said is lost.
      // Chromium's offline mode stops new requests but leaves an open WebSocket up, so the
      // open socket is closed at both ends as a dropped network would, and the context stays
      // offline (no polling, no reconnection) while the host talks.
      assert.ok(viewerSockets.length > 0, 'the viewer is on a WebSocket');
      await viewerContext.setOffline(true);
      await Promise.all(viewerSockets.splice(0).map((socket) => socket.cut()));
      const away = [1, 2, 3].map((n) => `While you were away ${n} ${stamp}`);
      const hostField = host.getByRole('textbox', { name: 'Message', exact: true });
      for (const text of away) {
        await hostField.fill(text);
        await hostField.press('Enter');
        await hostChat.getByText(text).waitFor();
      }
      const reconnected = new Promise<void>((resolve) => {
        onViewerSocket = resolve;
      });
      await viewerContext.setOffline(false);
      await reconnected;
      for (const text of away) {
        await viewerChat.getByText(text).waitFor();
        assert.equal(await viewerChat.getByText(text).count(), 1);
      }

      // The host ends the show: the viewer sees it ended and is offered the replay.
      await room.getByRole('button', { name: 'End the show' }).click();
      const end = host.getByRole('dialog', { name: 'End the show?' });
      await end.getByRole('button', { name: 'End the show' }).click();
      await expectToast(host, 'status', 'The show has ended');
      await viewer.getByText('This show has ended.').waitFor();
      // The offer plays the replay in the page's own player (the show had no stream, so the
      // player appears with the replay).
      await viewer.getByRole('button', { name: 'Watch the replay' }).click();
      await viewer.locator('video').waitFor();
      const saved = await api<{ data: Show }>('GET', `/api/v2/events/${show._id}`);
      assert.equal(saved.data.status, 'ended');
    } finally {
      await hostContext.close();
      await viewerContext.close();
    }
  });
});
