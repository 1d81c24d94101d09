import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, PNG_1PX } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPLOAD = '/api/v2/auth/upload';
const png = () =>
  multipartFile({ field: 'photos', filename: 'logo.png', contentType: 'image/png', data: PNG_1PX });

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
