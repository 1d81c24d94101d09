import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@runway-live/domain/api';
import { buildApp } from '../src/app';
import { events, notificationDeliveries, notifications } from '../src/db/schema';
import { createTestApp, lastLink, type TestApp } from './support/testApp';

/** The notifications' clock: moved by the tests, never waited on. */
const clock = new Date('2026-11-28T10:00:00.000Z');
const later = (ms: number) => new Date(clock.getTime() + ms);

describe('notifications', () => {
  let t: TestApp;
  let admin: string;
  let designer: string;
  let shopper: string;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => clock });
    [admin, designer, shopper] = await Promise.all([
      t.tokenOf('admin'),
      t.tokenOf('designer'),
      t.tokenOf('shopper'),
    ]);
  });
  afterAll(() => t.close());

  const compose = (payload: object, token = admin) =>
    t.call({ method: 'POST', url: '/api/v2/notifications', token, payload });
  const unread = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/v2/inbox/unread-count', token })).json<{
      data: { unread: number };
    }>().data.unread;
  const inbox = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/v2/inbox', token })).json<{
      data: { items: { _id: string; title: string; readAt: string | null }[] };
    }>().data.items;
  const scheduler = () => t.app.appContext.notifications;

  it('refuses what does not check with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ body: 'b', audience: 'all' }, 'title'],
      [{ title: 't', body: 'b', audience: 'selected' }, notificationMessages.userIdsNeeded],
      [{ title: 't', body: 'b', audience: 'everyone' }, notificationMessages.audienceInvalid],
      [{ title: 't', body: 'b', audience: 'all', link: 'https://x.test' }, 'link'],
      [{ title: 't', body: 'b', audience: 'all', timeZone: 'Mars/Base' }, 'time zone'],
      [
        { title: 't', body: 'b', audience: 'all', scheduledAt: later(-1000).toISOString() },
        notificationMessages.scheduleInPast,
      ],
      [
        { title: 't', body: 'b', audience: 'reminders', eventId: crypto.randomUUID() },
        notificationMessages.eventNeeded,
      ],
    ];
    for (const [payload, words] of cases) {
      const response = await compose(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(words);
    }
  });

  it('sends a notification scheduled for designers once, when it falls due', async () => {
    const created = await compose({
      title: 'Spring drop',
      body: 'Your show slots for spring are open.',
      link: '/event/view-events',
      audience: 'designers',
      scheduledAt: later(60_000).toISOString(),
      timeZone: 'Europe/Paris',
    });
    expect(created.statusCode).toBe(201);
    const { _id: id, status } = created.json<{ data: { _id: string; status: string } }>().data;
    expect(status).toBe('scheduled');
    const before = await unread(designer);

    expect(await scheduler().runOnce(later(59_000))).toBe(0);
    expect(await scheduler().runOnce(later(61_000))).toBe(1);
    expect(await scheduler().runOnce(later(120_000))).toBe(0);

    expect(await unread(designer)).toBe(before + 1);
    expect((await inbox(designer))[0]).toMatchObject({ title: 'Spring drop', readAt: null });
    expect((await inbox(admin)).some((item) => item.title === 'Spring drop')).toBe(false);
    const sent = await t.call({ method: 'GET', url: `/api/v2/notifications/${id}`, token: admin });
    const data = sent.json<{ data: { status: string; delivered: number; failed: number } }>().data;
    expect(data.status).toBe('sent');
    // The seed's designers (designer, atelier, pastdue, and any others) each got one.
    expect(data.delivered).toBeGreaterThanOrEqual(3);
    expect(data.failed).toBe(0);

    // Sent: no longer edited, cancelled or sent again.
    const patch = await t.call({
      method: 'PATCH',
      url: `/api/v2/notifications/${id}`,
      token: admin,
      payload: { title: 'x' },
    });
    expect(patch.statusCode).toBe(409);
    const again = await t.call({
      method: 'POST',
      url: `/api/v2/notifications/${id}/send`,
      token: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps read state per account; another account’s item is a 404', async () => {
    const [item] = await inbox(designer);
    const foreign = await t.call({
      method: 'POST',
      url: `/api/v2/inbox/${item!._id}/read`,
      token: admin,
    });
    expect(foreign.statusCode).toBe(404);
    const read = await t.call({
      method: 'POST',
      url: `/api/v2/inbox/${item!._id}/read`,
      token: designer,
    });
    expect(read.statusCode).toBe(200);
    expect((await inbox(designer))[0]!.readAt).not.toBeNull();
    await t.call({ method: 'POST', url: '/api/v2/inbox/read-all', token: designer });
    expect(await unread(designer)).toBe(0);
  });

  it('sends now to selected accounts: the inbox, and a push to a shopper’s apps', async () => {
    const shopperId = await t.idOf('shopper');
    const response = await compose({
      title: 'Your order shipped',
      body: 'It is on its way.',
      link: 'runway://orders',
      audience: 'selected',
      userIds: [shopperId, shopperId],
      sendNow: true,
    });
    expect(response.statusCode).toBe(201);
    const { _id: id } = response.json<{ data: { _id: string } }>().data;
    await scheduler().flush();
    const deliveries = await t.database.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(deliveries.map((entry) => entry.channel).sort()).toEqual(['inbox', 'push']);
    expect(deliveries.every((entry) => entry.status === 'sent')).toBe(true);
    expect(await unread(shopper)).toBe(1);
    const files = readdirSync(t.config.pushOutboxDir);
    expect(files).toEqual([`${id}_${shopperId}_push.json`]);
  });

  it('edits and cancels while scheduled, takes a schedule back to a draft', async () => {
    const created = await compose({
      title: 'Later',
      body: 'Body',
      audience: 'all',
      scheduledAt: later(3_600_000).toISOString(),
    });
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    const edited = await t.call({
      method: 'PATCH',
      url: `/api/v2/notifications/${id}`,
      token: admin,
      payload: { title: 'Later, edited', scheduledAt: null },
    });
    expect(edited.json<{ data: { title: string; status: string } }>().data).toMatchObject({
      title: 'Later, edited',
      status: 'draft',
    });
    const bad = await t.call({
      method: 'PATCH',
      url: `/api/v2/notifications/${id}`,
      token: admin,
      payload: { audience: 'buyers' },
    });
    expect(bad.statusCode).toBe(400);
    const cancelled = await t.call({
      method: 'DELETE',
      url: `/api/v2/notifications/${id}`,
      token: admin,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: `/api/v2/notifications/${id}`, token: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('sends after start-up what fell due while no process ran', async () => {
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        title: 'Due in the night',
        body: 'Sent at start-up.',
        audience: 'designers',
        status: 'scheduled',
        scheduledAt: later(-3_600_000),
      })
      .returning();
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: () => clock,
    });
    await restarted.ready();
    await restarted.appContext.notifications.flush();
    await restarted.close();
    const [after] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, row!.id));
    expect(after!.status).toBe('sent');
    expect((await inbox(designer))[0]!.title).toBe('Due in the night');
  });

  it('notifies the shoppers who asked to be reminded once, when the show goes live', async () => {
    const designerId = await t.idOf('designer');
    const [show] = await t.database.db
      .insert(events)
      .values({
        designerId,
        title: 'Reminded show',
        status: 'scheduled',
        scheduledAt: later(86_400_000),
      })
      .returning();
    const url = `/api/v2/public/events/${show!.id}/reminders`;
    const reminded = await t.call({ method: 'POST', url, token: shopper });
    expect(reminded.json()).toEqual({
      success: true,
      data: { reminded: true, pendingVerification: false },
    });
    await t.call({ method: 'POST', url, token: shopper });
    expect(
      (await t.call({ method: 'GET', url, token: shopper })).json<{ data: object }>().data,
    ).toEqual({ reminded: true, pendingVerification: false });
    const before = await unread(shopper);

    const live = await t.call({
      method: 'PATCH',
      url: `/api/v2/events/${show!.id}`,
      token: admin,
      payload: { status: 'live' },
    });
    expect(live.statusCode).toBe(200);
    await scheduler().flush();
    await scheduler().runOnce(later(600_000));
    expect(await unread(shopper)).toBe(before + 1);
    expect((await inbox(shopper))[0]!.title).toBe('Reminded show is live');

    // Once: the show ends, a second notice is never made.
    await t.call({
      method: 'PATCH',
      url: `/api/v2/events/${show!.id}`,
      token: admin,
      payload: { status: 'ended' },
    });
    await scheduler().runOnce(later(900_000));
    expect(await unread(shopper)).toBe(before + 1);
    const made = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.goLiveOf, show!.id));
    expect(made).toHaveLength(1);
    // A show that is no longer upcoming takes no reminder.
    expect((await t.call({ method: 'POST', url, token: shopper })).statusCode).toBe(404);
  });

  it('a retry of a notification whose run died mid-send delivers nothing twice', async () => {
    const created = await compose({ title: 'Retry', body: 'Body', audience: 'designers' });
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    await scheduler().runOnce(later(0));
    await t.call({ method: 'POST', url: `/api/v2/notifications/${id}/send`, token: admin });
    await scheduler().flush();
    const first = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    // As if its process had died: back to `sending` with a lease run out.
    await t.database.db
      .update(notifications)
      .set({ status: 'sending', leaseUntil: later(-1) })
      .where(eq(notifications.id, id));
    expect(await scheduler().runOnce(later(0))).toBe(1);
    const second = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, id));
    expect(second.length).toBe(first.length);
    expect(first.length).toBeGreaterThan(0);
    expect(existsSync(t.config.pushOutboxDir)).toBe(true);
  });

  it('reminds a visitor by e-mail once they opened the mailed link, once', async () => {
    const designerId = await t.idOf('designer');
    const [show] = await t.database.db
      .insert(events)
      .values({
        designerId,
        title: 'Mailed show',
        status: 'scheduled',
        scheduledAt: later(86_400_000),
      })
      .returning();
    const url = `/api/v2/public/events/${show!.id}/email-reminders`;
    const bad = await t.call({ method: 'POST', url, payload: { email: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    const asked = await t.call({ method: 'POST', url, payload: { email: 'Visitor@Example.test' } });
    expect(asked.json()).toEqual({
      success: true,
      data: { reminded: false, pendingVerification: true },
    });
    const link = lastLink(t, 'visitor@example.test', '/api/v2/public/reminders/verify');
    const verify = new URL(link);
    expect(
      (await t.call({ method: 'GET', url: `${verify.pathname}${verify.search}` })).statusCode,
    ).toBe(200);
    // A link works once.
    expect(
      (await t.call({ method: 'GET', url: `${verify.pathname}${verify.search}` })).statusCode,
    ).toBe(400);
    const mailsBefore = t.outbox().filter((mail) => mail.text.includes('Mailed show is live'));
    expect(mailsBefore).toHaveLength(0);

    await t.call({
      method: 'PATCH',
      url: `/api/v2/events/${show!.id}`,
      token: admin,
      payload: { status: 'live' },
    });
    await scheduler().flush();
    await scheduler().runOnce(later(600_000));
    await t.app.mailDispatcher.flush();
    const mails = t.outbox().filter((mail) => mail.text.includes('Subject: Mailed show is live'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('To: visitor@example.test');
  });
});
