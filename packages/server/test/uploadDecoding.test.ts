import { existsSync, readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { apiMessages } from '@runway-live/domain/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, PNG_1PX } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

// Attack 7 of issue 19: uploads were stored as sent once their first bytes looked like an
// image. They are decoded now, bounded in pixels, and stored re-encoded from their pixels.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (data: Buffer, filename = 'photo.png') => {
  const { payload, headers } = multipartFile({
    field: 'photos',
    filename,
    contentType: 'image/png',
    data,
  });
  return t.call({ method: 'POST', url: '/api/v2/auth/upload', payload, headers });
};
const stored = () => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir).length : 0);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header declaring width × height, with a few bytes of pixel data. */
function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/v2/auth/upload decodes the image (attack 7)', () => {
  it('refuses a PNG declaring 20 000 × 20 000 px, and stores nothing', async () => {
    const before = stored();
    const response = await upload(declaredPng(20_000, 20_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: apiMessages.imageTooManyPixels });
    expect(stored()).toBe(before);
  });

  it('refuses a 47-byte "JPEG" that does not decode', async () => {
    const before = stored();
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(36),
    ]);
    expect(fake).toHaveLength(47);
    const response = await upload(fake, 'photo.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(apiMessages.imageUnreadable);
    expect(stored()).toBe(before);
  });

  it('refuses a PNG whose pixel data is cut short', async () => {
    const whole = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c0ffee' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const response = await upload(whole.subarray(0, whole.length / 2));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(apiMessages.imageUnreadable);
  });

  it('serves a PNG/HTML polyglot as its pixels only, never its HTML', async () => {
    const polyglot = Buffer.concat([PNG_1PX, Buffer.from('<html><script>alert(1)</script>')]);
    const response = await upload(polyglot);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ url: `/uploads/${response.json().name}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes('<script')).toBe(false);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1, 1]);
  });

  it('stores a real JPEG of 40 megapixels or fewer, as a JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg, 'photo.png');
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toMatch(/\.jpg$/);
    const served = await t.app.inject({ url: `/uploads/${response.json().name}` });
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 320, 200]);
  });
});
