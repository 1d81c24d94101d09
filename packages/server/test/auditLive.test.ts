import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/db/schema';
import { send, startLiveHarness, type LiveHarness } from './support/liveRoom';

// The control room's writes over the socket are in the audit log as the host's, named.
let h: LiveHarness;
beforeAll(async () => {
  h = await startLiveHarness();
});
afterAll(() => h.close());

const entriesOf = (resourceId: string) =>
  h.t.database.db.select().from(auditEntries).where(eq(auditEntries.resourceId, resourceId));

describe('the audit log of the live control room', () => {
  it('records a status change and a product push as the host, from its socket', async () => {
    const show = await h.newShow({ status: 'live' });
    const socket = await h.socket(await h.tokenOf('host'), undefined, {
      'user-agent': 'control-room/1.0',
    });
    await send(socket, 'room', { eventId: show.eventId });
    expect(
      await send(socket, 'push_products', {
        eventId: show.eventId,
        productIds: [show.productIds[0]!],
      }),
    ).toMatchObject({ ok: true });
    expect(
      await send(socket, 'change_status', { eventId: show.eventId, status: 'ended' }),
    ).toMatchObject({ ok: true, status: 'ended' });
    socket.disconnect();

    const hostId = await h.idOf('host');
    const status = await h.t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceId, show.eventId), eq(auditEntries.resource, 'events')));
    expect(status).toHaveLength(1);
    expect(status[0]).toMatchObject({
      accountId: hostId,
      role: 'designer',
      action: 'live-status',
      route: 'live change_status',
      userAgent: 'control-room/1.0',
    });
    expect(status[0]!.changes.before).toMatchObject({ status: 'live' });
    expect(status[0]!.changes.after).toMatchObject({ status: 'ended' });

    const pushed = (await entriesOf(show.eventId)).filter((row) => row.action === 'live-push');
    expect(pushed.length).toBeGreaterThanOrEqual(1);
    expect(pushed.every((row) => row.accountId === hostId && row.address)).toBe(true);
  });

  it('records moderation as the host: a mute and a slow mode, each named by its event', async () => {
    const show = await h.newShow({ status: 'live', chatEnabled: true });
    const viewer = await h.newShopper('Audit Muted');
    const socket = await h.socket(await h.tokenOf('host'));
    await send(socket, 'room', { eventId: show.eventId });
    expect(
      await send(socket, 'mute_user', { eventId: show.eventId, userId: viewer.id, muted: true }),
    ).toMatchObject({ ok: true });
    expect(await send(socket, 'slow_mode', { eventId: show.eventId, seconds: 30 })).toMatchObject({
      ok: true,
    });
    socket.disconnect();

    const hostId = await h.idOf('host');
    const moderation = await h.t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, hostId), eq(auditEntries.action, 'live-moderation')));
    const routes = new Set(moderation.map((row) => row.route));
    expect(routes).toEqual(new Set(['live mute_user', 'live slow_mode']));
    expect(moderation.every((row) => row.role === 'designer' && row.address)).toBe(true);
  });

  it('records nothing for a viewer joining and chatting', async () => {
    const show = await h.newShow({ status: 'live', chatEnabled: true });
    const shopper = await h.newShopper('Audit Viewer');
    const socket = await h.socket(shopper.token);
    await send(socket, 'room', { eventId: show.eventId });
    await send(socket, 'new_message', { eventId: show.eventId, message: 'hello' });
    socket.disconnect();
    const rows = await h.t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, shopper.id));
    expect(rows).toEqual([]);
  });
});
