import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designers, users } from '../src/db/schema';
import { createTestApp, type DemoKey, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Beside the two approved demo brands: three applications waiting and one refused.
  const applicants = [
    { fullName: 'Iris Vale', email: 'iris@vale.test', brand: 'Vale Knitwear', status: 'pending' },
    { fullName: 'Omar Reed', email: 'omar@reed.test', brand: 'Reed & Co', status: 'pending' },
    { fullName: 'Lena Holt', email: 'lena@holt.test', brand: 'Holt 100%', status: 'pending' },
    { fullName: 'Ada Stone', email: 'ada@stone.test', brand: 'Stone Lab', status: 'rejected' },
  ] as const;
  for (const applicant of applicants) {
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: applicant.email,
        fullName: applicant.fullName,
        roles: ['designer'],
        passwordHash: null,
      })
      .returning();
    await t.database.db.insert(designers).values({
      userId: user!.id,
      brandName: applicant.brand,
      applicationStatus: applicant.status,
    });
  }
});
afterAll(() => t.close());

const list = async (query: string, who: DemoKey = 'admin') =>
  t.call({ method: 'GET', url: `/api/v2/designers${query}`, token: await t.tokenOf(who) });
const brandsOf = (body: { data: { items: { designer: { brandName: string } }[] } }) =>
  body.data.items.map((item) => item.designer.brandName);

describe('GET /api/v2/designers', () => {
  it('gives the admin and the staff the first page of every designer, newest first', async () => {
    for (const who of ['admin', 'staff'] as const) {
      const response = await list('', who);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ total: 7, page: 1, limit: 20 });
      expect(brandsOf(body)).toHaveLength(7);
      expect(brandsOf(body).slice(0, 4)).toEqual([
        'Stone Lab',
        'Holt 100%',
        'Reed & Co',
        'Vale Knitwear',
      ]);
    }
  });

  it('never shows a password hash, a token version or a mail token', async () => {
    const body = (await list('?limit=100')).body;
    expect(body).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2/);
    const item = (await list('?search=designer@runway.test')).json().data.items[0];
    expect(item._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.email).toBe('designer@runway.test');
    expect(item.designer.brandName).toBe('Maison Lumière');
  });

  it('answers each designer as a row shows them; the whole account is the detail’s', async () => {
    const item = (await list('?search=designer@runway.test')).json().data.items[0];
    expect(item).toEqual({
      _id: item._id,
      email: 'designer@runway.test',
      fullName: expect.any(String),
      status: 'active',
      createdAt: expect.any(String),
      designer: { brandName: 'Maison Lumière', applicationStatus: 'approved' },
    });
    // No payment account, address or tax number travels with every page of the list.
    const detail = await t.call({
      method: 'GET',
      url: `/api/v2/designers/${item._id}`,
      token: await t.tokenOf('admin'),
    });
    expect(detail.json().data).toHaveProperty('payment');
  });

  it('filters by applicationStatus', async () => {
    const pending = (await list('?applicationStatus=pending&sort=brandName:asc')).json();
    expect(pending.data.total).toBe(3);
    expect(brandsOf(pending)).toEqual(['Holt 100%', 'Reed & Co', 'Vale Knitwear']);
    expect(
      pending.data.items.every(
        (item: { designer: { applicationStatus: string } }) =>
          item.designer.applicationStatus === 'pending',
      ),
    ).toBe(true);
    const bad = await list('?applicationStatus=waiting');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^applicationStatus: /);
  });

  it('searches brand, name and e-mail, case-insensitively, taking % and _ literally', async () => {
    expect(brandsOf((await list('?search=vale%20KNIT')).json())).toEqual(['Vale Knitwear']);
    expect(brandsOf((await list('?search=omar')).json())).toEqual(['Reed & Co']);
    expect(brandsOf((await list('?search=stone.test')).json())).toEqual(['Stone Lab']);
    expect(brandsOf((await list('?search=100%25')).json())).toEqual(['Holt 100%']);
    expect((await list('?search=_')).json().data.total).toBe(0);
  });

  it('pages without repeating or skipping a designer, and counts them all', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const body = (await list(`?page=${page}&limit=2&sort=email:asc`)).json();
      expect(body.data).toMatchObject({ total: 7, page, limit: 2 });
      seen.push(...body.data.items.map((item: { email: string }) => item.email));
    }
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(7);
    const beyond = (await list('?page=5&limit=2')).json();
    expect(beyond.data).toMatchObject({ items: [], total: 7, page: 5 });
  });

  it('sorts descending on request', async () => {
    const body = (await list('?sort=brandName:desc&limit=3')).json();
    expect(brandsOf(body)).toEqual(['Vale Knitwear', 'Stone Lab', 'Reed & Co']);
  });

  it('refuses a limit over 100, a page under 1 and an unknown sort field with 400', async () => {
    const tooMany = await list('?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ success: false, message: 'limit: Must be at most 100' });
    expect((await list('?page=0')).statusCode).toBe(400);
    const sort = await list('?sort=passwordHash:asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toMatch(/^sort: Must sort by one of brandName/);
    expect((await list('?sort=brandName')).statusCode).toBe(400);
  });
});
