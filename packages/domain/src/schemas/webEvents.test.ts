import { describe, expect, it } from 'vitest';
import { embedOriginOf } from './webAddress';
import {
  originLineMessage,
  webEventCreateSchema,
  webEventPatchSchema,
  webEventTransitionRefusal,
  webEventMessages,
} from './webEvents';
import { webProductFormSchema, webProductMessages } from './webProducts';
import { webEventGroupFormSchema } from './webEventGroups';

describe('web events', () => {
  it('keeps an allowed origin as its origin, and refuses paths, wildcards and other schemes', () => {
    expect(embedOriginOf('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(embedOriginOf(' https://Brand.COM:443 ')).toBe('https://brand.com');
    for (const bad of [
      'https://brand.com/shop',
      'https://brand.com?x=1',
      'javascript:alert(1)',
      'ftp://brand.com',
      'https://*.brand.com',
      "https://brand.com 'unsafe-inline'",
      'https://brand.com;script-src',
      'https://user:pass@brand.com',
      'brand.com',
      '',
      // Percent-encoded, the parser decodes them into the host: never a CSP source.
      'https://%2A',
      'https://%2A.example',
      'https://a%27b.example',
      'https://a%22b.example',
      'https://brand.example%3B',
      'https://brand.example%2C',
    ]) {
      expect(embedOriginOf(bad), bad).toBeNull();
    }
  });

  it('refuses an origin listed twice once both are read as origins', () => {
    const result = webEventCreateSchema.safeParse({
      title: 'Show',
      embed: { allowedOrigins: ['https://brand.com', 'https://BRAND.com/'] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      originLineMessage(2, webEventMessages.originTwice),
    );
  });

  it('names the line of an origin it refuses, and refuses decoded wildcards and separators', () => {
    for (const bad of ['https://%2A', 'https://%2A.example', 'https://brand.example%3B']) {
      const result = webEventCreateSchema.safeParse({
        title: 'Show',
        embed: { allowedOrigins: ['https://brand.example', bad] },
      });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['embed.allowedOrigins', `Line 2: ${webEventMessages.originInvalid}`],
      ]);
    }
  });

  it('refuses stream, replay and captions addresses whose host is no plain host name', () => {
    for (const field of ['streamUrl', 'replayUrl', 'captionsUrl']) {
      for (const bad of ['https://cdn.example%3B/a.m3u8', 'https://cdn%2C.example/a.vtt']) {
        const result = webEventCreateSchema.safeParse({ title: 'Show', [field]: bad });
        expect(result.error?.issues[0]?.path, `${field} ${bad}`).toEqual([field]);
      }
    }
  });

  it('moves one step at a time, and names both states otherwise', () => {
    expect(webEventTransitionRefusal('draft', 'published')).toBeNull();
    expect(webEventTransitionRefusal('published', 'live')).toBeNull();
    expect(webEventTransitionRefusal('live', 'ended')).toBeNull();
    expect(webEventTransitionRefusal('ended', 'live')).toBe(
      'A web event cannot go from ended to live.',
    );
    expect(webEventTransitionRefusal('draft', 'live')).toBe(
      'A web event cannot go from draft to live.',
    );
  });

  it('leaves what a PATCH does not name', () => {
    expect(webEventPatchSchema.parse({ status: 'published' })).toEqual({ status: 'published' });
  });
});

describe('web products', () => {
  it('reads a typed price and upper-cases the currency', () => {
    const product = webProductFormSchema.parse({
      name: 'Bag',
      price: '1,299.50',
      currency: 'eur',
      externalUrl: 'https://shop.example/bag',
    });
    expect(product).toMatchObject({ price: 1299.5, currency: 'EUR', status: 'active' });
  });

  it('refuses a negative price, an unknown currency and a buy link that is not http(s)', () => {
    const result = webProductFormSchema.safeParse({
      name: 'Bag',
      price: -1,
      currency: 'XYZ',
      externalUrl: 'javascript:alert(1)',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      webProductMessages.priceInvalid,
      webProductMessages.currencyInvalid,
      webProductMessages.externalUrlInvalid,
    ]);
  });
});

describe('web event groups', () => {
  it('refuses a web event listed twice', () => {
    const id = '01890000-0000-7000-8000-000000000001';
    const result = webEventGroupFormSchema.safeParse({ name: 'G', webEventIds: [id, id] });
    expect(result.error?.issues[0]?.message).toBe('A web event is listed twice');
  });
});
