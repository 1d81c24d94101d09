import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, SUB_ROLES } from '@runway-live/domain/api';
import { users } from '../src/db/schema';
import { createTestApp, lastLink, tokenOfLink, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object, who?: Parameters<TestApp['tokenOf']>[0]) =>
  t.call({ method: 'POST', url, payload, token: who ? await t.tokenOf(who) : undefined });

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('POST /api/v2/user/runwayuser', () => {
  it('lets an admin create a staff member, who chooses a password through the mailed link', async () => {
    const response = await post(
      '/api/v2/user/runwayuser',
      {
        firstName: 'Mia',
        fullName: 'Mia Member',
        email: 'mia@runway.test',
        mobileNumber: '+12125550123',
        about: 'Runs the events desk.',
        profile: '',
      },
      'admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ roles: ['member'], email: 'mia@runway.test' });

    const link = lastLink(t, 'mia@runway.test', '/auth/reset-password/');
    const reset = await post('/api/auth/reset-password', {
      token: tokenOfLink(link),
      password: 'mia-chose-this',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.emailVerified).toBe(true);
  });

  it('creates a designer with its brand profile and commission', async () => {
    const response = await post(
      '/api/v2/user/runwayuser',
      {
        fullName: 'Theo Tailor',
        email: 'theo@tailor.test',
        brandName: 'Tailor & Co',
        website: 'tailor.test',
        address: '12 Savile Row, London',
        commission: 18,
        subscriptionAmount: 29,
        roles: ['designer'],
      },
      'admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      roles: ['designer'],
      firstName: 'Theo',
      lastName: 'Tailor',
      designer: { brandName: 'Tailor & Co', commission: 18, address: '12 Savile Row, London' },
      payment: null,
    });
  });

  it('refuses a duplicate e-mail (409) and bad input (400), writing nothing', async () => {
    const duplicate = await post(
      '/api/v2/user/runwayuser',
      { fullName: 'Dup', email: 'staff@runway.test' },
      'admin',
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'An account with this e-mail already exists.',
      field: 'email',
    });
    const badRole = await post(
      '/api/v2/user/runwayuser',
      { fullName: 'Bad Role', email: 'bad@runway.test', roles: ['owner'] },
      'admin',
    );
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toMatch(/^roles\.0: /);
    const badCommission = await post(
      '/api/v2/user/runwayuser',
      { fullName: 'Bad', email: 'bad@runway.test', commission: 'lots' },
      'admin',
    );
    expect(badCommission.statusCode).toBe(400);
    expect(badCommission.json().message).toBe('commission: Must be a number');
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'bad@runway.test'));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/v2/user/update-user', () => {
  it('keeps the full name and its parts one value, and stores a social handle as its page (issue 27)', async () => {
    const renamed = await post(
      '/api/v2/user/update-user',
      {
        fullName: 'Anna Maria Rossi',
        firstName: 'Stale',
        instagram: '@maisonlumiere',
        facebook: '@maison.lumiere',
      },
      'designer',
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({
      fullName: 'Anna Maria Rossi',
      firstName: 'Anna',
      lastName: 'Maria Rossi',
      designer: {
        instagram: 'https://www.instagram.com/maisonlumiere',
        facebook: 'https://www.facebook.com/maison.lumiere',
      },
    });
    const parts = await post(
      '/api/v2/user/update-user',
      { firstName: 'Anna', lastName: 'Rossi' },
      'designer',
    );
    expect(parts.json().user).toMatchObject({
      fullName: 'Anna Rossi',
      firstName: 'Anna',
      lastName: 'Rossi',
    });
  });

  it('lets a designer change its own profile but not its roles or commission', async () => {
    const own = await post(
      '/api/v2/user/update-user',
      { about: 'Parisian eveningwear.', brandName: 'Maison Lumière Paris' },
      'designer',
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({
      about: 'Parisian eveningwear.',
      designer: { brandName: 'Maison Lumière Paris', commission: 12 },
    });
    for (const change of [{ roles: ['admin'] }, { commission: 1 }]) {
      const denied = await post('/api/v2/user/update-user', change, 'designer');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('You cannot change your own roles or commission.');
    }
    const me = await t.call({
      method: 'GET',
      url: '/api/auth/me',
      token: await t.tokenOf('designer'),
    });
    expect(me.json().user.designer.commission).toBe(12);
  });

  it("refuses another account's update to anyone but an admin", async () => {
    const atelier = await idOf('atelier@runway.test');
    const byDesigner = await post(
      '/api/v2/user/update-user',
      { user_id: atelier, about: 'hijacked' },
      'designer',
    );
    expect(byDesigner.statusCode).toBe(403);
    const byStaff = await post(
      '/api/v2/user/update-user',
      { user_id: atelier, about: 'hijacked' },
      'staff',
    );
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await post(
      '/api/v2/user/update-user',
      { user_id: atelier, commission: 20 },
      'admin',
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().user.designer.commission).toBe(20);
  });

  it('mails a set-password link when an admin approves a pending application', async () => {
    await post('/api/auth/register-designer', {
      fullName: 'Pia Pending',
      email: 'pia@pending.test',
      brandName: 'Pending Studio',
    });
    const id = await idOf('pia@pending.test');
    const approved = await post(
      '/api/v2/user/update-user',
      { user_id: id, applicationStatus: 'approved' },
      'admin',
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().user.designer.applicationStatus).toBe('approved');
    expect(lastLink(t, 'pia@pending.test', '/auth/reset-password/')).toContain(
      'http://localhost:3000/auth/reset-password/',
    );
  });

  it('#10.9 ends the sessions of a suspended account for good, even after reactivation', async () => {
    const registered = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Sus Pended',
        email: 'suspend-me@shop.test',
        password: 'suspend-pass-1',
        repeatPassword: 'suspend-pass-1',
      },
    });
    const oldToken = registered.json().token as string;
    const me = (token: string) => t.call({ method: 'GET', url: '/api/auth/me', token });
    expect((await me(oldToken)).statusCode).toBe(200);

    const id = await idOf('suspend-me@shop.test');
    const suspended = await post(
      '/api/v2/user/update-user',
      { user_id: id, status: 'suspended' },
      'admin',
    );
    expect(suspended.statusCode).toBe(200);
    expect((await me(oldToken)).statusCode).not.toBe(200);

    const reactivated = await post(
      '/api/v2/user/update-user',
      { user_id: id, status: 'active' },
      'admin',
    );
    expect(reactivated.json().user.status).toBe('active');
    const stale = await me(oldToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Your session has expired. Please log in again.');
    // Signing in again works.
    const login = await post('/api/auth/login', {
      email: 'suspend-me@shop.test',
      password: 'suspend-pass-1',
      device_type: 'ios',
    });
    expect((await me(login.json().token as string)).statusCode).toBe(200);
  });

  it('#27 takes sub-roles from section 3 only, and never drops Designer', async () => {
    const list = SUB_ROLES.join(', ');
    const forged = await post(
      '/api/v2/user/update-user',
      { subRoles: ['Admin', 'Super'] },
      'designer',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(`subRoles.0: Choose sub-roles from this list: ${list}.`);
    const byAdmin = await post(
      '/api/v2/user/update-user',
      { user_id: await idOf('atelier@runway.test'), subRoles: ['Art', 'Super'] },
      'admin',
    );
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().message).toBe(`subRoles.1: Choose sub-roles from this list: ${list}.`);

    const kept = await post('/api/v2/user/update-user', { subRoles: ['Art', 'Art'] }, 'designer');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().user.subRoles).toEqual(['Designer', 'Art']);
    const emptied = await post('/api/v2/user/update-user', { subRoles: [] }, 'designer');
    expect(emptied.json().user.subRoles).toEqual(['Designer']);

    const wizard = await post('/api/v2/auth/web-user', {
      firstName: 'Sub',
      email: 'sub-roles@brand.test',
      password: 'long-enough-1',
      subRoles: ['Hotels', 'Admin'],
    });
    expect(wizard.statusCode).toBe(400);
    expect(wizard.json().message).toBe(`subRoles.1: Choose sub-roles from this list: ${list}.`);
  });

  it('#27 never lets the only active admin lose the role or be suspended', async () => {
    const adminId = await idOf('admin@runway.test');
    for (const change of [
      { roles: ['member'] },
      { roles: ['designer', 'admin'] },
      { status: 'suspended' },
    ]) {
      const refused = await post(
        '/api/v2/user/update-user',
        { user_id: adminId, ...change },
        'admin',
      );
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json().message).toBe(apiMessages.lastAdmin);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ roles: ['admin'], status: 'active' });
    // Changing something else is not a demotion.
    const renamed = await post(
      '/api/v2/user/update-user',
      { user_id: adminId, roles: ['admin'], about: 'Runs the marketplace.' },
      'admin',
    );
    expect(renamed.statusCode).toBe(200);

    // With a second admin, either may step down; the last one left may not.
    const staffId = await idOf('staff@runway.test');
    const promoted = await post(
      '/api/v2/user/update-user',
      { user_id: staffId, roles: ['admin'] },
      'admin',
    );
    expect(promoted.statusCode).toBe(200);
    const stepDown = await post(
      '/api/v2/user/update-user',
      { user_id: staffId, roles: ['member'] },
      'admin',
    );
    expect(stepDown.statusCode).toBe(200);
    const last = await post(
      '/api/v2/user/update-user',
      { user_id: adminId, roles: ['member'] },
      'admin',
    );
    expect(last.statusCode).toBe(409);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const unknown = await post(
      '/api/v2/user/update-user',
      { user_id: '01900000-0000-7000-8000-000000000000', about: 'x' },
      'admin',
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/api/v2/user/update-user', { user_id: '42' }, 'admin');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('user_id: Must be a valid id');
  });
});

describe('POST /api/v2/user/get-user-by-id', () => {
  it('lets admin and staff read anyone, others only themselves', async () => {
    const designer = await idOf('designer@runway.test');
    for (const who of ['admin', 'staff', 'designer'] as const) {
      const response = await post('/api/v2/user/get-user-by-id', { user_id: designer }, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe('designer@runway.test');
    }
    const other = await post('/api/v2/user/get-user-by-id', { user_id: designer }, 'atelier');
    expect(other.statusCode).toBe(403);
    const missing = await post(
      '/api/v2/user/get-user-by-id',
      { user_id: '01900000-0000-7000-8000-000000000000' },
      'admin',
    );
    expect(missing.statusCode).toBe(404);
  });
});
