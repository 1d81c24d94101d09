import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@runway-live/domain/messages';
import {
  STREAM_URL_MESSAGE,
  webEventMessages,
  webProductMessages,
} from '@runway-live/domain/schemas';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

// Every request that takes a web address reads it by the domain's one rule (webAddress.ts):
// http(s) only, and a plain host after the parser's percent-decoding, so nothing stored can
// become a wildcard or a broken directive in the player's Content-Security-Policy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An anonymous call (the sign-ups). */
const post = (url: string, payload: object) => t.call({ method: 'POST', url, payload });

async function as(who: DemoKey | null, method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.call({ method, url, payload, token: who ? await t.tokenOf(who) : null });
}

/** Decoded by the URL parser into the host: a wildcard, quotes, directive separators. */
const ENCODED_HOSTS = ['%2A', '%2A.example', 'a%27b.example', 'a%22b.example'];

describe('the origins allowed to embed the player', () => {
  it('refuses an origin whose host decodes to a wildcard or a quote, naming its line', async () => {
    for (const host of ENCODED_HOSTS) {
      const response = await as('designer', 'POST', '/api/v2/web-events', {
        title: 'Embedded',
        embed: { allowedOrigins: ['https://brand.example', `https://${host}`] },
      });
      expect(response.statusCode, host).toBe(400);
      expect(response.json().message, host).toBe(
        `embed.allowedOrigins: Line 2: ${webEventMessages.originInvalid}`,
      );
    }
    const created = await as('designer', 'POST', '/api/v2/web-events', { title: 'Embedded' });
    const patched = await as('designer', 'PATCH', `/api/v2/web-events/${created.json().data._id}`, {
      embed: { allowedOrigins: ['https://%2A'] },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe(
      `embed.allowedOrigins: Line 1: ${webEventMessages.originInvalid}`,
    );
  });
});

describe('stream, replay and captions addresses', () => {
  const bad = ['https://cdn.example%3B/live.m3u8', 'https://cdn.example%2C/live.m3u8'];

  it('refuses a host with a decoded separator on web events, which would break the page', async () => {
    for (const url of bad) {
      for (const [field, message] of [
        ['streamUrl', STREAM_URL_MESSAGE],
        ['replayUrl', STREAM_URL_MESSAGE],
        ['captionsUrl', webEventMessages.captionsUrlInvalid],
      ] as const) {
        const response = await as('designer', 'POST', '/api/v2/web-events', {
          title: 'Streamed',
          [field]: url,
        });
        expect(response.statusCode, `${field} ${url}`).toBe(400);
        expect(response.json().message).toBe(`${field}: ${message}`);
      }
    }
  });

  it('refuses them on live events too', async () => {
    for (const url of [...bad, 'javascript:alert(1)']) {
      const response = await as('designer', 'POST', '/api/v2/events', {
        title: 'Streamed',
        streamUrl: url,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(`streamUrl: ${STREAM_URL_MESSAGE}`);
    }
  });

  it('refuses a web product’s buy link with such a host', async () => {
    const response = await as('designer', 'POST', '/api/v2/web-products', {
      name: 'Bag',
      price: 10,
      externalUrl: 'https://shop%2A.example/bag',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`externalUrl: ${webProductMessages.externalUrlInvalid}`);
  });
});

describe('site addresses of accounts (website, Instagram, Facebook)', () => {
  const refused = `: ${messages.siteUrlInvalid}`;
  const hostile = ['javascript:alert(1)', 'javascript://brand.com/%0aalert(1)', 'data:text/html,x'];

  it('update-user refuses a site address that is not http(s), and keeps one without a scheme', async () => {
    for (const field of ['website', 'instagram', 'facebook']) {
      for (const value of hostile) {
        const response = await as('designer', 'POST', '/api/v2/user/update-user', {
          [field]: value,
        });
        expect(response.statusCode, `${field} ${value}`).toBe(400);
        expect(response.json().message).toBe(`${field}${refused}`);
      }
    }
    const kept = await as('designer', 'POST', '/api/v2/user/update-user', {
      website: 'maison-lumiere.example/shop',
      instagram: '',
    });
    expect(kept.statusCode).toBe(200);
  });

  it('the designer application and the wizard refuse it too', async () => {
    const application = await post('/api/auth/register-designer', {
      fullName: 'Iris Vale',
      email: 'iris@javascript.test',
      brandName: 'Vale',
      website: 'javascript:alert(1)',
    });
    expect(application.statusCode).toBe(400);
    expect(application.json().message).toBe(`website${refused}`);
    const wizard = await post('/api/v2/auth/web-user', {
      firstName: 'Wiz',
      email: 'wiz@javascript.test',
      password: 'long-enough-1',
      website: 'javascript:alert(1)',
    });
    expect(wizard.statusCode).toBe(400);
    expect(wizard.json().message).toBe(`website${refused}`);
    const added = await as('admin', 'POST', '/api/v2/user/runwayuser', {
      fullName: 'Ola Berg',
      email: 'ola@javascript.test',
      brandName: 'Berg',
      roles: ['designer'],
      facebook: 'javascript:alert(1)',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(`facebook${refused}`);
  });
});
