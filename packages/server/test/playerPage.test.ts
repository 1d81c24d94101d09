import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMBED_ORIGINS } from '../src/db/seedWebPlugin';
import { events, webEvents } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

// The player page's Content-Security-Policy: frame-ancestors from the web event's (or the
// group's web events') allowed origins, the rest of the server's policy unchanged. The
// browser's refusal of another origin is the journey's (e2e); the header is checked here.
let t: TestApp;
const consoleDir = mkdtempSync(join(tmpdir(), 'rl-player-'));
let lookbookId: string;
let atelierTourId: string;
let groupId: string;

beforeAll(async () => {
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>Runway Live</title>');
  writeFileSync(join(consoleDir, 'player.html'), '<!doctype html><title>Player</title>');
  t = await createTestApp({ CONSOLE_DIR: consoleDir });
  const rows = await t.database.db
    .select({ id: webEvents.id, title: webEvents.title, groupId: webEvents.groupId })
    .from(webEvents);
  lookbookId = rows.find((row) => row.title === 'Spring Lookbook Live')!.id;
  atelierTourId = rows.find((row) => row.title === 'Atelier Tour')!.id;
  groupId = rows.find((row) => row.title === 'Spring Lookbook Live')!.groupId!;
});
afterAll(async () => {
  await t.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

function policyOf(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name] = sources;
  }
  return directives;
}

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('the player page', () => {
  it('is player.html, framed by this server and the web event’s allowed origins', async () => {
    const response = await page(`/web-event/video/${lookbookId}/replay`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Player</title>');
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'self'", ...DEMO_EMBED_ORIGINS]);
    // The rest of the policy is the server's: scripts only from here.
    const home = policyOf((await page('/')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(home['script-src']);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(home['default-src']);
    // The sample video is this server's own: no other media origin is added.
    expect(policy['media-src']).toEqual(home['media-src']);
  });

  it('follows a change of the allowed origins at once, and adds the stream’s origin to media', async () => {
    await t.database.db
      .update(webEvents)
      .set({
        embed: { allowedOrigins: ['https://brand.example'] },
        streamUrl: 'https://cdn.example/live/index.m3u8',
      })
      .where(eq(webEvents.id, atelierTourId));
    const policy = policyOf(
      (await page(`/web-event/video/${atelierTourId}/live`)).headers['content-security-policy'],
    );
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://brand.example']);
    expect(policy['media-src']).toContain('https://cdn.example');
    expect(policy['connect-src']).toContain('https://cdn.example');
  });

  it('frames a group from the union of its web events’ origins', async () => {
    const policy = policyOf(
      (await page(`/web-event/video/${groupId}/group`)).headers['content-security-policy'],
    );
    expect(policy['frame-ancestors']).toEqual([
      "'self'",
      ...DEMO_EMBED_ORIGINS,
      'https://brand.example',
    ]);
  });

  it('is framed by this server only for an unknown id or type, a draft, and a live event', async () => {
    const [draft] = await t.database.db
      .insert(webEvents)
      .values({
        designerId: await t.idOf('designer'),
        title: 'Draft with origins',
        embed: { allowedOrigins: ['https://draft.example'] },
      })
      .returning({ id: webEvents.id });
    for (const url of [
      `/web-event/video/${draft!.id}/replay`,
      '/web-event/video/0190a6d2-0000-7000-8000-000000000000/replay',
      '/web-event/video/not-an-id/replay',
      `/web-event/video/${lookbookId}/teaser`,
      `/web-event/video/${lookbookId}/group`,
      `/video/event/${lookbookId}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Player</title>');
      expect(policyOf(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual(
        ["'self'"],
      );
    }
  });

  it('leaves stored origins and addresses that are no plain host out, and never answers 500', async () => {
    // Rows written before the address rule held: a decoded wildcard, a quote, separators.
    const [stored] = await t.database.db
      .insert(webEvents)
      .values({
        designerId: await t.idOf('designer'),
        title: 'Stored before the rule',
        status: 'published',
        groupId,
        embed: {
          allowedOrigins: ['https://*', "https://a'b.example", 'https://ok.example', 'https://*.x'],
        },
        streamUrl: 'https://cdn.example;/live.m3u8',
        replayUrl: 'https://replay.example/show.mp4',
        captionsUrl: 'https://captions,.example/show.vtt',
      })
      .returning({ id: webEvents.id });
    for (const url of [
      `/web-event/video/${stored!.id}/live`,
      `/web-event/video/${groupId}/group`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const policy = policyOf(response.headers['content-security-policy']);
      expect(policy['frame-ancestors'], url).toContain('https://ok.example');
      for (const sources of [policy['frame-ancestors'], policy['media-src']]) {
        expect(
          sources!.filter((source) => /[*'",;]/.test(source.replace(/^'[a-z-]+'$/, ''))),
        ).toEqual([]);
      }
      expect(policy['media-src'], url).toContain('https://replay.example');
    }
  });

  it('lets the live viewer page play a public show from its stream’s and replay’s origins', async () => {
    const designerId = await t.idOf('designer');
    const shows = await t.database.db
      .insert(events)
      .values([
        {
          designerId,
          title: 'From a CDN',
          status: 'live' as const,
          streamUrl: 'https://cdn.example/live/index.m3u8',
          replayUrl: 'https://replay.example:8443/show.mp4',
        },
        {
          designerId,
          title: 'A rehearsal',
          status: 'live' as const,
          rehearsal: true,
          streamUrl: 'https://private.example/live/index.m3u8',
        },
        {
          designerId,
          title: 'Stored before the rule',
          status: 'scheduled' as const,
          streamUrl: 'https://cdn.example%3B/live.m3u8',
        },
      ])
      .returning({ id: events.id });
    const [cdn, rehearsal, stored] = shows.map((show) => show.id);
    const policy = policyOf((await page(`/video/event/${cdn}`)).headers['content-security-policy']);
    for (const directive of ['media-src', 'connect-src']) {
      expect(policy[directive], directive).toEqual(
        expect.arrayContaining(['https://cdn.example', 'https://replay.example:8443']),
      );
    }
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    const home = policyOf((await page('/')).headers['content-security-policy']);
    for (const id of [rehearsal, stored, 'not-an-id']) {
      const response = await page(`/video/event/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(policyOf(response.headers['content-security-policy'])['media-src'], id).toEqual(
        home['media-src'],
      );
    }
  });

  it('falls back to the console’s index while the player is not built', async () => {
    unlinkSync(join(consoleDir, 'player.html'));
    const response = await page(`/web-event/video/${lookbookId}/replay`);
    expect(response.body).toContain('<title>Runway Live</title>');
    expect(policyOf(response.headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
      ...DEMO_EMBED_ORIGINS,
    ]);
  });
});
