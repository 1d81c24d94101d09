import { describe, expect, it } from 'vitest';
import {
  embedOriginOf,
  httpOriginOf,
  httpUrlOf,
  isHttpUrl,
  isSiteUrl,
  siteUrlOf,
} from './webAddress';

describe('web addresses', () => {
  it.each([
    'https://cdn.example/live/show.m3u8',
    'http://localhost:3000/demo/show.mp4',
    'https://media.example:8443/a.vtt?token=1#t=2',
    'http://127.0.0.1/show.m3u8',
    'http://[::1]:8080/show.m3u8',
    'https://пример.рф/show.m3u8',
  ])('takes the http(s) address %j', (text) => {
    expect(isHttpUrl(text)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT://cdn.example/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://cdn.example/show.mp4',
    '/relative/show.m3u8',
    'cdn.example/show.m3u8',
    'https:cdn.example/show.m3u8',
    'https://user:pass@cdn.example/show.m3u8',
    'https://%2A/show.m3u8',
    'https://cdn.example%3B/show.m3u8',
    'https://cdn.example%2C/show.m3u8',
    'https://cdn%27.example/show.m3u8',
    'https://cdn.example/a b.m3u8',
    'https://cdn.example\\show.m3u8',
    'https://',
    '',
  ])('refuses %j', (text) => {
    expect(httpUrlOf(text)).toBeNull();
    expect(httpOriginOf(text)).toBeNull();
  });

  it('gives the origin a Content-Security-Policy names: lower case, default port left out', () => {
    expect(httpOriginOf(' https://CDN.Example:443/live/show.m3u8 ')).toBe('https://cdn.example');
    expect(httpOriginOf('http://cdn.example:8080/a')).toBe('http://cdn.example:8080');
    expect(httpOriginOf('https://пример.рф/x')).toBe('https://xn--e1afmkfd.xn--p1ai');
  });

  it('takes an embedding origin only as a whole origin', () => {
    expect(embedOriginOf('https://brand.example/')).toBe('https://brand.example');
    expect(embedOriginOf('https://brand.example/shop')).toBeNull();
    expect(embedOriginOf('https://brand.example?x')).toBeNull();
    expect(embedOriginOf('https://brand.example#x')).toBeNull();
  });

  it('reads a site address without a scheme as https, and refuses other schemes', () => {
    expect(siteUrlOf('maison.com/shop')?.href).toBe('https://maison.com/shop');
    expect(siteUrlOf('http://maison.com')?.href).toBe('http://maison.com/');
    expect(siteUrlOf('maison.com:8080')?.href).toBe('https://maison.com:8080/');
    for (const bad of [
      'javascript:alert(1)',
      'javascript://maison.com/%0aalert(1)',
      'data:text/html,x',
      'mailto:hello@maison.com',
      'ftp://maison.com',
      'http://maison',
      'maison',
      'https://%2A.com',
      '',
    ]) {
      expect(isSiteUrl(bad), bad).toBe(false);
    }
  });
});
