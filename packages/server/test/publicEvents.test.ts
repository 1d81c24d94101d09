import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designers, events } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
let designerId: string;

beforeAll(async () => {
  t = await createTestApp();
  designerId = await t.idOf('designer');
});
afterAll(() => t.close());

let serial = 0;
async function eventOf(values: Partial<typeof events.$inferInsert>): Promise<string> {
  serial += 1;
  const [row] = await t.database.db
    .insert(events)
    .values({ designerId, title: `Public show ${serial}`, ...values })
    .returning({ id: events.id });
  return row!.id;
}

const read = (id: string) => t.call({ method: 'GET', url: `/api/v2/public/events/${id}` });

describe('GET /api/v2/public/events/:id', () => {
  it('answers a live show with exactly the fields the viewer page shows, to anyone', async () => {
    const id = await eventOf({
      status: 'live',
      description: 'The winter collection',
      coverImage: '/uploads/cover.jpg',
      streamUrl: 'https://stream.example/live.m3u8',
      scheduledAt: new Date(Date.UTC(2026, 10, 25, 19)),
    });
    const [brand] = await t.database.db
      .select({ brandName: designers.brandName })
      .from(designers)
      .where(eq(designers.userId, designerId));
    const answer = await read(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: {
        _id: id,
        title: `Public show ${serial}`,
        description: 'The winter collection',
        status: 'live',
        scheduledAt: '2026-11-25T19:00:00.000Z',
        posterUrl: '/uploads/cover.jpg',
        streamUrl: 'https://stream.example/live.m3u8',
        replayUrl: null,
        chatEnabled: true,
        brandName: brand!.brandName,
      },
    });
  });

  it('answers an ended show with its replay', async () => {
    const id = await eventOf({ status: 'ended', replayUrl: 'https://cdn.example/replay.mp4' });
    const data = (await read(id)).json().data;
    expect(data.status).toBe('ended');
    expect(data.replayUrl).toBe('https://cdn.example/replay.mp4');
    expect(data.streamUrl).toBeNull();
  });

  it('is a 404 for a draft, a cancelled show, a rehearsal and an unknown id', async () => {
    const hidden = [
      await eventOf({ status: 'draft' }),
      await eventOf({ status: 'cancelled' }),
      await eventOf({ status: 'live', rehearsal: true }),
      '01900000-0000-7000-8000-000000000000',
    ];
    for (const id of hidden) {
      const answer = await read(id);
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: 'Not found.' });
    }
  });
});

describe('GET /api/v2/events/:id/messages', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ PUBLIC_READ_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  it('is rate limited per IP, as the other public reads are', async () => {
    const [show] = await limited.database.db
      .insert(events)
      .values({ designerId, title: 'Chatty show', status: 'live' })
      .returning({ id: events.id });
    const url = `/api/v2/events/${show!.id}/messages`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await limited.call({ method: 'GET', url })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await limited.call({ method: 'GET', url, remoteAddress: '203.0.113.9' });
    expect(other.statusCode).toBe(200);
  });
});
