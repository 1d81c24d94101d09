import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, logoPng, multipartFile } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPLOAD = '/api/v2/auth/upload';
const png = logoPng;

describe('POST /api/v2/auth/upload with a broken body', () => {
  const good = png();
  it.each([
    ['truncated before its closing boundary', good.payload.subarray(0, -20), good.headers],
    ['cut off inside the part headers', good.payload.subarray(0, 30), good.headers],
    [
      'with a boundary that is not in the body',
      good.payload,
      { 'content-type': 'multipart/form-data; boundary=elsewhere' },
    ],
    ['without a boundary', good.payload, { 'content-type': 'multipart/form-data' }],
    [
      'with a boundary over 256 characters',
      good.payload,
      { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    ],
    ['that is not multipart at all', Buffer.from('hello'), good.headers],
  ])('#10.6 answers a body %s with 400 and says why', async (_case, payload, headers) => {
    const response = await t.call({ method: 'POST', url: UPLOAD, payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The upload could not be read: the multipart body is malformed or incomplete.',
    });
  });

  it('still stores a whole body after broken ones', async () => {
    const { payload, headers } = png();
    const response = await t.call({ method: 'POST', url: UPLOAD, payload, headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('the per-IP upload budget', () => {
  let small: TestApp;
  // Room for two 1-pixel PNGs and a little more, but not for a third.
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_BYTES_PER_IP_PER_HOUR: String(PNG_1PX.length * 2 + 10) });
  });
  afterAll(() => small.close());

  const uploadFrom = (remoteAddress: string) => {
    const { payload, headers } = png();
    return small.call({ method: 'POST', url: UPLOAD, payload, headers, remoteAddress });
  };

  it('#10.12 refuses with 429 the upload that would go over the bytes of its IP, and stores nothing', async () => {
    expect((await uploadFrom('203.0.113.7')).statusCode).toBe(200);
    expect((await uploadFrom('203.0.113.7')).statusCode).toBe(200);
    const stored = readdirSync(small.config.uploadDir).length;

    const refused = await uploadFrom('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message:
        'Too much has been uploaded from your address in the last hour. Please try again later.',
    });
    expect(readdirSync(small.config.uploadDir)).toHaveLength(stored);

    // The budget is per address: another one still uploads.
    expect((await uploadFrom('203.0.113.8')).statusCode).toBe(200);
  });

  it('#10.12 does not spend the budget on a refused file', async () => {
    const { payload, headers } = multipartFile({
      field: 'photos',
      filename: 'evil.png',
      contentType: 'image/png',
      // Not an image; had it counted, a PNG would no longer fit in this address's budget.
      data: Buffer.alloc(PNG_1PX.length + 20, 'x'),
    });
    const refused = await small.call({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers,
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(400);
    expect((await uploadFrom('203.0.113.9')).statusCode).toBe(200);
  });
});
