import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADED_IMAGE_MESSAGE } from '@runway-live/domain/schemas';
import { createTestApp, type TestApp } from './support/testApp';

// Attack 6 of issue 19: an image field took any string. Only this server's upload names
// pass now, with the same message in every image field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE = [
  'https://evil.example/a.png',
  'javascript:alert(1)',
  '../../etc/passwd',
  'file:///etc/passwd',
  '/uploads/brands_a1_1700000000000.png',
  'brands_a1_1700000000000.png.html',
];
const UPLOADED = 'brands_a1b2c3_1700000000000.png';

const call = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.call({ method, url, payload, token: await t.tokenOf('designer') });

describe('image fields take only upload names (attack 6)', () => {
  it('refuses any other look image', async () => {
    const created = await call('POST', '/api/v2/looks', { name: 'Images', images: [UPLOADED] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    for (const image of HOSTILE) {
      const response = await call('PATCH', `/api/v2/looks/${id}`, { images: [image] });
      expect(response.statusCode, image).toBe(400);
      expect(response.json().message).toContain(UPLOADED_IMAGE_MESSAGE);
    }
  });

  it('refuses any other brand logo or profile image, and takes an upload or a cleared field', async () => {
    for (const field of ['brandLogo', 'profile']) {
      for (const image of HOSTILE) {
        const response = await call('POST', '/api/v2/user/update-user', { [field]: image });
        expect(response.statusCode, `${field} ${image}`).toBe(400);
        expect(response.json().message).toContain(UPLOADED_IMAGE_MESSAGE);
      }
      for (const image of [UPLOADED, '']) {
        const response = await call('POST', '/api/v2/user/update-user', { [field]: image });
        expect(response.statusCode, `${field} ${image}`).toBe(200);
      }
    }
  });
});
