import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { DEFAULT_CATALOGUE } from '@runway-live/domain/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../src/db/schema';
import { signOnboardingToken } from '../src/providers/payments/localOnboardingToken';
import sharp from 'sharp';
import { multipartFile, PNG_1PX } from './support/multipart';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('GET /api/miscellaneous', () => {
  it('answers the seeded catalogue from the reference tables, with and without db=1', async () => {
    const builtIn = await t.call({ method: 'GET', url: '/api/miscellaneous' });
    expect(builtIn.statusCode).toBe(200);
    const data = builtIn.json().data;
    expect(data.categories).toEqual(DEFAULT_CATALOGUE.categories);
    expect(data.sizes['womens-alpha']).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL']);

    // A category added to the table shows either way: what the console keeps is what admins edit.
    await t.database.db.insert(categories).values({
      categoryId: 9901,
      gender: 'Unisex',
      type: 'Accessories',
      category: 'Scarves',
      subCategory: 'Silk',
      size: 'one-size',
    });
    for (const url of ['/api/miscellaneous', '/api/miscellaneous?db=1']) {
      const ids = (await t.call({ method: 'GET', url }))
        .json()
        .data.categories.map((c: { categoryId: number }) => c.categoryId);
      expect(ids).toContain(9901);
      expect(ids).toContain(1001);
    }
  });

  it('refuses an unknown db flag', async () => {
    const response = await t.call({ method: 'GET', url: '/api/miscellaneous?db=yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^db: /);
  });
});

describe('POST /api/v2/auth/upload', () => {
  const upload = (file: Parameters<typeof multipartFile>[0]) => {
    const { payload, headers } = multipartFile(file);
    return t.call({ method: 'POST', url: '/api/v2/auth/upload', payload, headers });
  };

  it('stores a PNG as brands_<random>_<timestamp>.png and serves it back', async () => {
    const response = await upload({
      field: 'photos',
      filename: 'logo.PNG',
      contentType: 'image/png',
      data: PNG_1PX,
    });
    expect(response.statusCode).toBe(200);
    const { name, success, message } = response.json();
    expect(success).toBe(true);
    expect(message).toBe('The image has been uploaded.');
    expect(name).toMatch(/^brands_[a-f0-9]{12}_\d{13}\.png$/);
    const served = await t.app.inject({ url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Stored re-encoded from its pixels (issue 19): the same 1 × 1 PNG.
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1, 1]);
  });

  it('answers an upload in plain JSON even without X-Envelope: off', async () => {
    const { payload, headers } = multipartFile({
      field: 'photos',
      filename: 'logo.png',
      contentType: 'image/png',
      data: PNG_1PX,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/upload',
      payload,
      headers: { ...headers, api_key: TEST_API_KEY },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toMatch(/^brands_/);
  });

  it('names a JPEG by its content, whatever its file name says', async () => {
    const response = await upload({
      field: 'photos',
      filename: 'photo.png',
      contentType: 'image/png',
      data: await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toMatch(/\.jpg$/);
  });

  it('refuses a text file dressed as a PNG, and stores nothing', async () => {
    const before = existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir).length : 0;
    const response = await upload({
      field: 'photos',
      filename: 'evil.png',
      contentType: 'image/png',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Only png, jpg and jpeg images can be uploaded.');
    expect(readdirSync(t.config.uploadDir).length).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload({
      field: 'photos',
      filename: 'huge.png',
      contentType: 'image/png',
      data: Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large (10 MB at most).');
  });

  it('asks for the photos field, and for multipart at all', async () => {
    const wrongField = await upload({
      field: 'file',
      filename: 'a.png',
      contentType: 'image/png',
      data: PNG_1PX,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please choose an image to upload (field photos).');
    const json = await t.call({ method: 'POST', url: '/api/v2/auth/upload', payload: {} });
    expect(json.statusCode).toBe(400);
  });

  it('does not serve anything outside the upload folder', async () => {
    const response = await t.app.inject({ url: '/uploads/..%2f..%2fetc%2fpasswd' });
    // A name with a path in it is not a file's name: the route's schema refuses it.
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('root:');
  });
});

describe('GET /api/v2/auth/stripe (local provider)', () => {
  const link = async (designerEmail: string, who: Parameters<TestApp['tokenOf']>[0]) =>
    t.call({
      method: 'GET',
      url: `/api/v2/auth/stripe?designerId=${await idOf(designerEmail)}`,
      token: await t.tokenOf(who),
    });

  it('gives a connected designer its dashboard uri', async () => {
    const response = await link('designer@runway.test', 'designer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      uri: 'http://localhost:3000/payments/local/dashboard/acct_local_demo0designer',
    });
    const page = await t.app.inject({ url: new URL(response.json().uri).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('acct_local_demo0designer');
  });

  it('onboards a designer through the local page, after which it gets a uri', async () => {
    const first = await link('atelier@runway.test', 'atelier');
    expect(first.statusCode).toBe(200);
    const { connectUri } = first.json();
    expect(connectUri).toMatch(
      /^http:\/\/localhost:3000\/payments\/local\/onboard\/acct_local_\w+\?token=[\w.-]+$/,
    );
    const { pathname: path, search } = new URL(connectUri);
    const page = await t.app.inject({ url: `${path}${search}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Complete setup');

    // Asking again before completing gives the same account, not a new one.
    const again = new URL((await link('atelier@runway.test', 'atelier')).json().connectUri);
    expect(again.pathname).toBe(path);

    // The page's form posts urlencoded, with the link's token, as a browser submits it.
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    const token = new URLSearchParams(search).get('token') ?? '';
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    const completed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe('http://localhost:3000/dashboard');
    const after = await link('atelier@runway.test', 'atelier');
    expect(after.json().uri).toMatch(/\/payments\/local\/dashboard\/acct_local_\w+$/);
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: await t.tokenOf('atelier'),
    });
    expect(me.json().user.payment.loginLink).toBe(after.json().uri);
  });

  it("refuses another designer's account (403), lets an admin ask, and 404s a non-designer", async () => {
    expect((await link('atelier@runway.test', 'designer')).statusCode).toBe(403);
    expect((await link('atelier@runway.test', 'admin')).statusCode).toBe(200);
    expect((await link('staff@runway.test', 'admin')).statusCode).toBe(404);
    const bad = await t.call({
      method: 'GET',
      url: '/api/v2/auth/stripe?designerId=nope',
      token: await t.tokenOf('admin'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('designerId: Must be a valid id');
  });

  it('404s the completion of an unknown local account, even with a signed link', async () => {
    const accountId = 'acct_local_unknown';
    const token = await signOnboardingToken(
      t.config.jwtSecret,
      accountId,
      new Date(Date.now() + 60_000),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/payments/local/onboard/${accountId}`,
      payload: { token },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v2/order/validate_address (local validator)', () => {
  const validate = (address: object) =>
    t.call({ method: 'POST', url: '/api/v2/order/validate_address', payload: address });
  const base = {
    primaryAddress: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    pincode: '10118',
    country: 'United States',
  };

  it('accepts an address whose ZIP belongs to its state, in the carrier shape', async () => {
    const response = await validate(base);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      carrier: 'UPS',
      indicator: 'ValidAddressIndicator',
      candidates: [
        {
          AddressKeyFormat: {
            AddressLine: ['350 5TH AVE'],
            PoliticalDivision2: 'NEW YORK',
            PoliticalDivision1: 'NY',
            PostcodePrimaryLow: '10118',
            CountryCode: 'US',
          },
        },
      ],
    });
  });

  it('takes the state by name and a ZIP+4', async () => {
    const response = await validate({ ...base, state: 'new york', pincode: '10118-0110' });
    expect(response.json().indicator).toBe('ValidAddressIndicator');
  });

  it('corrects a ZIP of another state as ambiguous, with that state as candidate', async () => {
    const response = await validate({ ...base, city: 'Beverly Hills', pincode: '90210' });
    expect(response.json().indicator).toBe('AmbiguousAddressIndicator');
    expect(response.json().candidates[0].AddressKeyFormat.PoliticalDivision1).toBe('CA');
  });

  it('finds no candidates for an unknown state, a malformed ZIP or an odd city', async () => {
    for (const change of [{ state: 'Atlantis' }, { pincode: '1011' }, { city: '12345' }]) {
      const response = await validate({ ...base, ...change });
      expect(response.json()).toMatchObject({ indicator: 'NoCandidatesIndicator', candidates: [] });
    }
  });

  it('refuses other countries and missing fields with 400', async () => {
    const canada = await validate({ ...base, country: 'Canada' });
    expect(canada.statusCode).toBe(400);
    expect(canada.json().message).toBe(
      'country: Address validation covers the United States only.',
    );
    const missing = await validate({ ...base, city: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('city: This field is required');
  });
});
