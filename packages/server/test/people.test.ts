import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { designers, events, looks, orders, products, users } from '../src/db/schema';
import { applicant } from './support/peopleFixtures';
import {
  createTestApp,
  lastLink,
  tokenOfLink,
  type DemoKey,
  type TestApp,
} from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, payload: object = {}, who: DemoKey = 'admin') =>
  t.call({ method: 'POST', url, payload, token: await t.tokenOf(who) });
const get = async (url: string, who: DemoKey = 'admin') =>
  t.call({ method: 'GET', url, token: await t.tokenOf(who) });
const mailsTo = (to: string) => t.outbox().filter((mail) => mail.text.includes(`To: ${to}`));
const statusOf = async (id: string) =>
  (await t.database.db.select().from(designers).where(eq(designers.userId, id)))[0]!
    .applicationStatus;

describe('designer applications', () => {
  it('approves a pending application, mails a set-password link and records who and when', async () => {
    const id = await applicant(t, 'june@fern.test', 'Fern Studio');
    const approved = await post(`/api/v2/designers/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    const detail = approved.json().data;
    expect(detail.designer.applicationStatus).toBe('approved');
    expect(detail.application).toMatchObject({
      status: 'approved',
      decidedBy: { _id: await t.idOf('admin') },
      rejectionReason: null,
    });
    expect(Date.now() - Date.parse(detail.application.decidedAt)).toBeLessThan(60_000);
    expect(mailsTo('june@fern.test').at(-1)!.text).toContain('application is approved');

    // The designer chooses a password from the mailed link and signs in to the console.
    const token = tokenOfLink(lastLink(t, 'june@fern.test', '/auth/reset-password/'));
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'fern-studio-pass' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'june@fern.test', password: 'fern-studio-pass', device_type: 'cms' },
    });
    expect(login.statusCode).toBe(200);

    const again = await get(`/api/v2/designers/${id}`, 'staff');
    // Who decided is named, as the admin's own row names them.
    const [admin] = await t.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, await t.idOf('admin')));
    expect(again.json().data.application.decidedBy).toMatchObject({
      _id: await t.idOf('admin'),
      fullName: admin!.fullName,
    });
  });

  it('mails a designer that already has a password a sign-in link, not a reset link', async () => {
    const id = await applicant(t, 'nell@wren.test', 'Wren Made', await hashPassword('wren-pass-1'));
    expect((await post(`/api/v2/designers/${id}/approve`)).statusCode).toBe(200);
    const mail = mailsTo('nell@wren.test').at(-1)!.text;
    expect(mail).toContain('/auth/login');
    expect(mail).not.toContain('/auth/reset-password/');
  });

  it('rejects with a reason, mails the reason, and shows it on the detail', async () => {
    const id = await applicant(t, 'kai@moss.test', 'Moss Goods');
    const empty = await post(`/api/v2/designers/${id}/reject`, { reason: '   ' }, 'staff');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('reason: Please give a reason');
    const rejected = await post(
      `/api/v2/designers/${id}/reject`,
      { reason: 'We need photos of the collection.' },
      'staff',
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.application).toMatchObject({
      status: 'rejected',
      decidedBy: { _id: await t.idOf('staff') },
      rejectionReason: 'We need photos of the collection.',
    });
    const mail = mailsTo('kai@moss.test').at(-1)!.text;
    expect(mail).toContain('We need photos of the collection.');
    expect(mail).not.toContain('/auth/reset-password/');
  });

  it('answers 409 naming both states for a decided application, 404 for no designer', async () => {
    const id = await applicant(t, 'lou@pine.test', 'Pine Row');
    expect((await post(`/api/v2/designers/${id}/approve`)).statusCode).toBe(200);
    const reject = await post(`/api/v2/designers/${id}/reject`, { reason: 'Late' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(
      'This application is already approved, so it cannot be rejected.',
    );
    const shopper = await post(`/api/v2/designers/${await t.idOf('shopper')}/approve`);
    expect(shopper.statusCode).toBe(404);
  });

  it('approves a rejected application only when reconsidered, and mails the approval', async () => {
    const id = await applicant(t, 'rae@reed.test', 'Reed Works');
    await post(`/api/v2/designers/${id}/reject`, { reason: 'No photos' });
    // A plain approval still meets the rejection: two decisions at once never undo each other.
    const plain = await post(`/api/v2/designers/${id}/approve`);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().message).toBe(
      'This application is already rejected, so it cannot be approved.',
    );
    expect(await statusOf(id)).toBe('rejected');

    const reconsidered = await post(
      `/api/v2/designers/${id}/approve`,
      { reconsider: true },
      'staff',
    );
    expect(reconsidered.statusCode).toBe(200);
    expect(reconsidered.json().data.application).toMatchObject({
      status: 'approved',
      decidedBy: { _id: await t.idOf('staff') },
      rejectionReason: null,
    });
    expect(mailsTo('rae@reed.test').at(-1)!.text).toContain('application is approved');
    expect(lastLink(t, 'rae@reed.test', '/auth/reset-password/')).toBeTruthy();

    // Reconsidering is for a rejection: an approved application is not approved again,
    // and a rejection is never reconsidered into another rejection.
    const again = await post(`/api/v2/designers/${id}/approve`, { reconsider: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This application is already approved, so it cannot be approved.',
    );
    const wrong = await post(`/api/v2/designers/${id}/approve`, { reconsider: 'yes' });
    expect(wrong.statusCode).toBe(400);
  });

  it('decides a bulk approval all or none', async () => {
    const a = await applicant(t, 'ana@bulk.test', 'Bulk A');
    const b = await applicant(t, 'ben@bulk.test', 'Bulk B');
    const decided = await applicant(t, 'cy@bulk.test', 'Bulk C');
    await post('/api/v2/designers/reject', { ids: [decided], reason: 'Not now' });
    const mixed = await post('/api/v2/designers/approve', { ids: [a, b, decided] });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(
      'This application is already rejected, so it cannot be approved.',
    );
    expect([await statusOf(a), await statusOf(b)]).toEqual(['pending', 'pending']);
    expect(mailsTo('ana@bulk.test')).toHaveLength(0);

    const both = await post('/api/v2/designers/approve', { ids: [a, b, a] }, 'staff');
    expect(both.json()).toEqual({ success: true, data: { decided: 2 } });
    expect([await statusOf(a), await statusOf(b)]).toEqual(['approved', 'approved']);
    expect(mailsTo('ben@bulk.test')).toHaveLength(1);
  });

  it('rejects in bulk with one reason', async () => {
    const a = await applicant(t, 'dee@bulk.test', 'Bulk D');
    const b = await applicant(t, 'eve@bulk.test', 'Bulk E');
    const rejected = await post('/api/v2/designers/reject', { ids: [a, b], reason: 'Closed' });
    expect(rejected.json().data.decided).toBe(2);
    for (const to of ['dee@bulk.test', 'eve@bulk.test']) {
      expect(mailsTo(to).at(-1)!.text).toContain('Closed');
    }
  });

  it('never lets a designer change its own commission, subscription amount or application status', async () => {
    const designerId = await t.idOf('designer');
    const [before] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, designerId));
    for (const change of [
      { commission: 1 },
      { subscriptionAmount: 0 },
      { applicationStatus: 'pending' },
      { user_id: designerId, commission: 1 },
    ]) {
      const response = await post('/api/v2/user/update-user', change, 'designer');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot change your own roles or commission.');
    }
    const selfApprove = await post(`/api/v2/designers/${designerId}/approve`, {}, 'designer');
    expect(selfApprove.statusCode).toBe(403);
    const [after] = await t.database.db
      .select()
      .from(designers)
      .where(eq(designers.userId, designerId));
    expect(after).toEqual(before);
  });

  it('records who decided when an admin sets the status through update-user', async () => {
    const id = await applicant(t, 'fay@upd.test', 'Upd Lab');
    const updated = await post('/api/v2/user/update-user', {
      user_id: id,
      applicationStatus: 'approved',
    });
    expect(updated.statusCode).toBe(200);
    const detail = (await get(`/api/v2/designers/${id}`)).json().data;
    expect(detail.application.decidedBy._id).toBe(await t.idOf('admin'));
  });
});

describe("an admin's designer", () => {
  const address = {
    pincode: '10001',
    primaryAddress: '350 5th Ave',
    country: 'United States',
    state: 'NY',
    city: 'New York',
  };

  it('is created with the full payload and terms, approved, and chooses a password by mail', async () => {
    const created = await post('/api/v2/user/runwayuser', {
      contactFirstName: 'Ines',
      contactLastName: 'Ortega',
      fullName: 'Ines Ortega',
      email: 'ines@ortega.test',
      mobileNumber: '+12015550123',
      brandName: 'Ortega Knit',
      events: '',
      website: 'ortega.test',
      instagram: '',
      facebook: '',
      about: 'Knitwear.',
      identification: 'ID-1',
      businessTelephone: '+12015550100',
      taxResaleNumber: 'TX-1',
      enquiry: { mobileNumber: '+12015550199', email: 'press@ortega.test' },
      address,
      returnAddress: address,
      returnAddressIsSame: true,
      brandLogo: '',
      commission: 17.5,
      subscriptionAmount: 29,
      roles: ['designer'],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().user._id;
    const detail = (await get(`/api/v2/designers/${id}`)).json().data;
    expect(detail).toMatchObject({
      firstName: 'Ines',
      lastName: 'Ortega',
      designer: {
        brandName: 'Ortega Knit',
        enquiry: { mobileNumber: '+12015550199', email: 'press@ortega.test' },
        address,
        returnAddress: address,
        commission: 17.5,
        subscriptionAmount: 29,
        applicationStatus: 'approved',
      },
    });
    const link = lastLink(t, 'ines@ortega.test', '/auth/reset-password/');
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOfLink(link), password: 'ines-chose-this' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ines@ortega.test', password: 'ines-chose-this', device_type: 'cms' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is edited through update-user by the admin, its enquiry contact and return address too', async () => {
    const id = await applicant(t, 'edit@ortega.test', 'Edit Lab');
    const returnAddress = { ...address, primaryAddress: '1 Harbor Way', city: 'Jersey City' };
    const updated = await post('/api/v2/user/update-user', {
      user_id: id,
      firstName: 'Eda',
      enquiry: { mobileNumber: '', email: 'press@edit.test' },
      address,
      returnAddress,
      returnAddressIsSame: false,
      commission: 9,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({
      firstName: 'Eda',
      designer: {
        enquiry: { mobileNumber: '', email: 'press@edit.test' },
        address,
        returnAddress,
        returnAddressIsSame: false,
        commission: 9,
        applicationStatus: 'pending',
      },
    });
    const other = await post(
      '/api/v2/user/update-user',
      { user_id: id, enquiry: { mobileNumber: '', email: 'hijack@edit.test' } },
      'designer',
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('designer detail and export', () => {
  it('reads a designer with its counts of products, looks, events and orders; 404 for a non-designer', async () => {
    const id = await t.idOf('atelier');
    const before = (await get(`/api/v2/designers/${id}`)).json().data.counts;
    await t.database.db.insert(looks).values([
      { designerId: id, name: 'Count one' },
      { designerId: id, name: 'Count two' },
    ]);
    await t.database.db.insert(events).values({ designerId: id, title: 'Count show' });
    const detail = await get(`/api/v2/designers/${id}`, 'staff');
    expect(detail.statusCode).toBe(200);
    const body = detail.json().data;
    expect(body.email).toBe('atelier@runway.test');
    const counted = async (table: typeof products | typeof looks | typeof events | typeof orders) =>
      (await t.database.db.select().from(table).where(eq(table.designerId, id))).length;
    expect(body.counts).toEqual({
      products: await counted(products),
      looks: before.looks + 2,
      events: before.events + 1,
      orders: await counted(orders),
    });
    expect(body.counts.looks).toBe(await counted(looks));
    expect(body).not.toHaveProperty('passwordHash');
    expect((await get(`/api/v2/designers/${await t.idOf('staff')}`)).statusCode).toBe(404);
  });

  it('exports the designers the filter selects as CSV, cells safe for spreadsheets', async () => {
    await applicant(t, 'gil@csv.test', '=HYPERLINK("x")');
    const response = await get(
      '/api/v2/designers/export?applicationStatus=pending&search=csv.test',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="designers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Designer Id,Brand,Full Name,E-mail,Application Status,Account Status,Commission (%),Subscription Amount,Payment Account,Joined',
    );
    // One designer, and the file ends with a line break.
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",`);
    expect(lines[1]).toContain(',gil@csv.test,pending,active,0,0,none,');
  });
});

describe('staff members', () => {
  it('creates a member with roles member by default and mails a set-password link', async () => {
    const created = await post('/api/v2/user/runwayuser', {
      fullName: 'Nia Park',
      email: 'nia@staff.test',
      mobileNumber: '5550100',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({ roles: ['member'], fullName: 'Nia Park' });
    expect(lastLink(t, 'nia@staff.test', '/auth/reset-password/')).toMatch(/reset-password/);
  });

  it('lists members only, with search and status', async () => {
    const page = (await get('/api/v2/members?search=nia@staff', 'staff')).json().data;
    expect(page.total).toBe(1);
    expect(page.items[0].email).toBe('nia@staff.test');
    const all = (await get('/api/v2/members?limit=100')).json().data.items;
    expect(all.every((item: { roles: string[] }) => item.roles[0] === 'member')).toBe(true);
    expect(all.map((item: { email: string }) => item.email)).toContain('staff@runway.test');
    const suspended = (await get('/api/v2/members?status=suspended')).json().data;
    expect(suspended.total).toBe(0);
    expect((await get('/api/v2/members?status=gone')).statusCode).toBe(400);
  });

  it('suspends, reactivates and re-invites a member; a shopper is no member (404)', async () => {
    const [member] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nia@staff.test'));
    const id = member!.id;
    const suspended = await post(`/api/v2/members/${id}/suspend`);
    expect(suspended.json().data.status).toBe('suspended');
    expect((await get('/api/v2/members?status=suspended')).json().data.total).toBe(1);
    const active = await post(`/api/v2/members/${id}/reactivate`);
    expect(active.json().data.status).toBe('active');

    const before = mailsTo('nia@staff.test').length;
    const resent = await post(`/api/v2/members/${id}/resend-invitation`);
    expect(resent.json()).toEqual({
      success: true,
      message: 'A new set-password link has been sent.',
    });
    expect(mailsTo('nia@staff.test')).toHaveLength(before + 1);
    const staffId = await t.idOf('staff');
    const chosen = await post(`/api/v2/members/${staffId}/resend-invitation`);
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json().message).toBe('This member has already chosen a password.');
    const shopper = await post(`/api/v2/members/${await t.idOf('shopper')}/suspend`);
    expect(shopper.statusCode).toBe(404);
  });
});

describe('shoppers', () => {
  it('lists shoppers with their joined date and verified flag, and reads one', async () => {
    const page = (await get('/api/v2/users?search=shopper@runway', 'staff')).json().data;
    expect(page.total).toBe(1);
    const [shopper] = page.items;
    expect(shopper).toMatchObject({ email: 'shopper@runway.test', roles: ['user'] });
    expect(typeof shopper.emailVerified).toBe('boolean');
    expect(Number.isNaN(Date.parse(shopper.createdAt))).toBe(false);
    const all = (await get('/api/v2/users?limit=100')).json().data.items;
    expect(all.every((item: { roles: string[] }) => item.roles[0] === 'user')).toBe(true);
    const one = await get(`/api/v2/users/${shopper._id}`);
    expect(one.json().data.email).toBe('shopper@runway.test');
    expect((await get(`/api/v2/users/${await t.idOf('designer')}`)).statusCode).toBe(404);
  });

  it('a suspended shopper cannot sign in and its open session is refused at its next call', async () => {
    const session = await t.tokenOf('shopper');
    const me = () => t.call({ method: 'GET', url: '/api/auth/me', token: session });
    expect((await me()).statusCode).toBe(200);
    const id = await t.idOf('shopper');
    expect((await post(`/api/v2/users/${id}/suspend`)).json().data.status).toBe('suspended');
    const refused = await me();
    expect(refused.statusCode).toBe(401);
    const login = () =>
      t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'shopper@runway.test', password: 'runway-demo-1', device_type: 'ios' },
      });
    const denied = await login();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('This account is suspended.');

    await post(`/api/v2/users/${id}/reactivate`);
    expect((await me()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(200);
  });

  it('suspends a designer too: its session ends', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'june@fern.test'));
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'june@fern.test', password: 'fern-studio-pass', device_type: 'cms' },
    });
    const token = login.json().token as string;
    await post(`/api/v2/designers/${row!.id}/suspend`);
    const ended = await t.call({ method: 'GET', url: '/api/auth/me', token });
    expect(ended.statusCode).toBe(401);
    // The sign-in page shows why the session ended (issue 27).
    expect(ended.json().message).toBe('This account is suspended.');
  });
});

describe('decisions at once (race tests: run on PostgreSQL)', () => {
  it('of an approval and a rejection at once, exactly one wins and the other names both states', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = `race${round}@once.test`;
      const id = await applicant(t, email, `Race ${round}`);
      const answers = await Promise.all([
        post(`/api/v2/designers/${id}/approve`),
        post(`/api/v2/designers/${id}/reject`, { reason: 'Race' }, 'staff'),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = (await statusOf(id)) as 'approved' | 'rejected';
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      const wanted = winner === 'approved' ? 'rejected' : 'approved';
      expect(loser.json().message).toBe(
        `This application is already ${winner}, so it cannot be ${wanted}.`,
      );
      expect(mailsTo(email)).toHaveLength(1);
    }
  });

  it('of two overlapping bulk approvals at once, one decides all its rows and the other none', async () => {
    const [a, b, c] = [
      await applicant(t, 'a@overlap.test', 'Overlap A'),
      await applicant(t, 'b@overlap.test', 'Overlap B'),
      await applicant(t, 'c@overlap.test', 'Overlap C'),
    ];
    const answers = await Promise.all([
      post('/api/v2/designers/approve', { ids: [a, b] }),
      post('/api/v2/designers/reject', { ids: [b, c], reason: 'Overlap' }, 'staff'),
    ]);
    const [approve, reject] = answers;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const statuses = [await statusOf(a), await statusOf(b), await statusOf(c)];
    if (approve!.statusCode === 200) {
      expect(statuses).toEqual(['approved', 'approved', 'pending']);
      expect(reject!.json().message).toBe(
        'This application is already approved, so it cannot be rejected.',
      );
    } else {
      expect(statuses).toEqual(['pending', 'rejected', 'rejected']);
      expect(approve!.json().message).toBe(
        'This application is already rejected, so it cannot be approved.',
      );
    }
  });

  it('of two bulk decisions naming the same rows in opposite orders, one wins (no deadlock)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await applicant(t, `x${round}@order.test`, `Order X${round}`);
      const b = await applicant(t, `y${round}@order.test`, `Order Y${round}`);
      const answers = await Promise.all([
        post('/api/v2/designers/approve', { ids: [a, b] }),
        post('/api/v2/designers/reject', { ids: [b, a], reason: 'Order' }, 'staff'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await statusOf(a)).toBe(await statusOf(b));
    }
  });

  it('a sign-in racing a suspension never leaves a session that outlives it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = `s${round}@suspend.test`;
      const [shopper] = await t.database.db
        .insert(users)
        .values({ email, fullName: 'Racing Shopper', roles: ['user'] })
        .returning();
      const password = 'racing-shopper-1';
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, shopper!.id));
      const [login, suspension] = await Promise.all([
        t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password, device_type: 'ios' },
        }),
        post(`/api/v2/users/${shopper!.id}/suspend`),
      ]);
      expect(suspension.statusCode).toBe(200);
      if (login.statusCode === 200) {
        // Even once the account is reactivated, the session signed around the suspension
        // is over.
        await post(`/api/v2/users/${shopper!.id}/reactivate`);
        const token = login.json().token as string;
        const next = await t.call({ method: 'GET', url: '/api/auth/me', token });
        expect(next.statusCode).toBe(401);
      } else {
        expect(login.statusCode).toBe(403);
        expect(login.json().message).toBe('This account is suspended.');
      }
    }
  });

  it('of an approval through update-user and the approve route at once, one mails the link', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = `u${round}@twice.test`;
      const id = await applicant(t, email, `Twice ${round}`);
      const answers = await Promise.all([
        post('/api/v2/user/update-user', { user_id: id, applicationStatus: 'approved' }),
        post(`/api/v2/designers/${id}/approve`, {}, 'staff'),
      ]);
      expect(await statusOf(id)).toBe('approved');
      // The route either wins or finds the application approved (409); the set-password
      // link goes out once either way.
      expect(answers[0]!.statusCode).toBe(200);
      expect([200, 409]).toContain(answers[1]!.statusCode);
      expect(mailsTo(email)).toHaveLength(1);
    }
  });
});
