import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { orders, users } from '../src/db/schema';
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

/** A shopper as the buyer apps' register leaves it, with a password to sign in with. */
async function shopper(email: string, password = 'shopper-pass-1') {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      fullName: 'Test Shopper',
      roles: ['user'],
      passwordHash: await hashPassword(password),
    })
    .returning();
  return row!.id;
}

/**
 * An order of `buyerId` with the given total (major units; stored in cents), currency and
 * status; 'refunded' is a paid order refunded in full.
 */
async function order(
  buyerId: string,
  number: string,
  major: number,
  state: (typeof orders.$inferInsert)['status'] | 'refunded',
  currency = 'USD',
) {
  const total = Math.round(major * 100);
  const refunded = state === 'refunded';
  const status = refunded ? 'paid' : state;
  await t.database.db.insert(orders).values({
    orderNumber: number,
    buyerId,
    buyer: { name: 'Test Shopper', email: 'buyer@orders.test' },
    designerId: await t.idOf('designer'),
    items: [],
    subtotal: total,
    total,
    currency,
    status,
    ...(refunded ? { refundState: 'refunded' as const, refunded: total } : {}),
    shippingAddress: {
      primaryAddress: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      pincode: '10118',
      country: 'United States',
    },
  });
}

describe('staff members and their invitation', () => {
  it('says whether a member has chosen a password; the link it is mailed sets one', async () => {
    const created = await post('/api/v2/user/runwayuser', {
      fullName: 'Ola Berg',
      firstName: 'Ola',
      email: 'ola@invite.test',
      mobileNumber: '+12015550123',
      about: 'Runs the live shows.',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().user._id as string;
    const listed = (await get('/api/v2/members?search=ola@invite', 'staff')).json().data;
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      _id: id,
      roles: ['member'],
      firstName: 'Ola',
      about: 'Runs the live shows.',
      passwordChosen: false,
      status: 'active',
    });
    expect(listed.items[0]).not.toHaveProperty('passwordHash');
    const staff = (await get('/api/v2/members?search=staff@runway.test')).json().data.items[0];
    expect(staff.passwordChosen).toBe(true);

    // The member chooses a password from the mailed link and signs in to the console.
    const token = tokenOfLink(lastLink(t, 'ola@invite.test', '/auth/reset-password/'));
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'ola-berg-pass' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ola@invite.test', password: 'ola-berg-pass', device_type: 'cms' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.roles).toEqual(['member']);

    const detail = (await get(`/api/v2/members/${id}`)).json().data;
    expect(detail.passwordChosen).toBe(true);
    const resend = await post(`/api/v2/members/${id}/resend-invitation`);
    expect(resend.statusCode).toBe(409);
  });

  it('answers a suspension with the member as its list shows it', async () => {
    const created = await post('/api/v2/user/runwayuser', {
      fullName: 'Pia Lund',
      email: 'pia@invite.test',
    });
    const id = created.json().user._id as string;
    const suspended = await post(`/api/v2/members/${id}/suspend`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      _id: id,
      status: 'suspended',
      passwordChosen: false,
    });
    // Staff read the members but never suspend one.
    expect((await post(`/api/v2/members/${id}/reactivate`, {}, 'staff')).statusCode).toBe(403);
  });
});

describe('shoppers and their orders', () => {
  it('counts every order a shopper placed and sums its spend per currency', async () => {
    const id = await shopper('buyer@orders.test');
    await order(id, 'RL-T-1', 100.5, 'paid');
    await order(id, 'RL-T-2', 20, 'delivered');
    await order(id, 'RL-T-3', 999, 'refunded');
    await order(id, 'RL-T-4', 50, 'pending');
    await order(id, 'RL-T-5', 30, 'cancelled');
    await order(id, 'RL-T-6', 40, 'shipped', 'EUR');
    const page = (await get('/api/v2/users?search=buyer@orders', 'staff')).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0].orders).toEqual({
      count: 6,
      spent: [
        { currency: 'EUR', amount: 40 },
        { currency: 'USD', amount: 120.5 },
      ],
    });
    const detail = (await get(`/api/v2/users/${id}`)).json().data;
    expect(detail.orders).toEqual(page.items[0].orders);
    const suspended = (await post(`/api/v2/users/${id}/suspend`)).json().data;
    expect(suspended.orders.count).toBe(6);
  });

  it('shows a shopper without orders as none, and its joined date and verified flag', async () => {
    const id = await shopper('new@orders.test');
    const page = (await get('/api/v2/users?search=new@orders')).json().data;
    expect(page.items[0]).toMatchObject({
      _id: id,
      emailVerified: false,
      orders: { count: 0, spent: [] },
    });
    expect(Date.now() - Date.parse(page.items[0].createdAt)).toBeLessThan(60_000);
    // The unfiltered first page is the prepared list: it carries the orders too.
    const first = (await get('/api/v2/users?limit=100')).json().data.items;
    const seeded = first.find((item: { email: string }) => item.email === 'shopper@runway.test');
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.buyerId, seeded._id));
    expect(placed.length).toBeGreaterThan(0);
    expect(seeded.orders.count).toBe(placed.length);
  });
});

describe('two admins changing one account at once (race tests: run on PostgreSQL)', () => {
  it('a suspension and a reactivation at once each answer their own change and end the session', async () => {
    for (let round = 0; round < 30; round += 1) {
      const id = await shopper(`both${round}@race.test`);
      const login = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: `both${round}@race.test`,
          password: 'shopper-pass-1',
          device_type: 'web',
        },
      });
      const session = login.json().token as string;
      const [suspend, reactivate] = await Promise.all([
        post(`/api/v2/users/${id}/suspend`),
        post(`/api/v2/users/${id}/reactivate`),
      ]);
      expect(suspend.statusCode).toBe(200);
      expect(reactivate.statusCode).toBe(200);
      // Each answer shows the change it made, never the other admin's.
      expect(suspend.json().data.status).toBe('suspended');
      expect(reactivate.json().data.status).toBe('active');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(['active', 'suspended']).toContain(row!.status);
      // Whichever came last, the suspension happened: the session open before it is over.
      expect(row!.tokenVersion).toBe(1);
      const next = await t.call({ method: 'GET', url: '/api/auth/me', token: session });
      expect(next.statusCode).toBe(401);
    }
  });

  it('two suspensions at once both succeed and leave the account suspended', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await post('/api/v2/user/runwayuser', {
        fullName: 'Racing Member',
        email: `twice${round}@race.test`,
      });
      const id = created.json().user._id as string;
      const answers = await Promise.all([
        post(`/api/v2/members/${id}/suspend`),
        post(`/api/v2/members/${id}/suspend`),
      ]);
      expect(answers.map((answer) => answer.json().data.status)).toEqual([
        'suspended',
        'suspended',
      ]);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row!.status).toBe('suspended');
      expect(row!.tokenVersion).toBe(2);
    }
  });
});
