import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_SYSTEM_ROLE, type ApiAuditEntry } from '@runway-live/domain/api';
import { AUDIT_CSV_COLUMNS } from '@runway-live/domain/people';
import { auditEntries, orders, users } from '../src/db/schema';
import { stockedProduct } from './support/checkoutFixtures';
import { placeOrder } from './support/orderFixtures';
import { createTestApp, type TestApp } from './support/testApp';

describe('audit log', () => {
  let t: TestApp;
  let admin: string;
  let designer: string;
  let designerId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, designer, designerId, adminId] = await Promise.all([
      t.tokenOf('admin'),
      t.tokenOf('designer'),
      t.idOf('designer'),
      t.idOf('admin'),
    ]);
  });
  afterAll(() => t.close());

  const list = async (query: string, token = admin) => {
    const response = await t.call({ method: 'GET', url: `/api/v2/audit?${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { items: ApiAuditEntry[]; total: number } }>().data;
  };

  it('records a PATCH with who, from where and only the fields it changed', async () => {
    const product = await stockedProduct(t, designerId, { price: 120, sizes: { 'AU-1': 3 } });
    const response = await t.call({
      method: 'PATCH',
      url: `/api/v2/products/${product.id}`,
      token: admin,
      headers: { 'user-agent': 'audit-test/1.0' },
      payload: { productPrice: 135 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = await list(`resource=products&resourceId=${product.id}`);
    expect(items).toHaveLength(1);
    const [entry] = items;
    expect(entry).toMatchObject({
      accountId: adminId,
      role: 'admin',
      action: 'update',
      resource: 'products',
      resourceId: product.id,
      route: 'PATCH /api/v2/products/:id',
      address: '127.0.0.1',
      userAgent: 'audit-test/1.0',
    });
    expect(entry!.changes).toEqual({
      before: { product_price: 120 },
      after: { product_price: 135 },
    });
    expect(entry!.accountName).toContain('admin@runway.test');

    const one = await t.call({ method: 'GET', url: `/api/v2/audit/${entry!._id}`, token: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: ApiAuditEntry }>().data).toEqual(entry);
  });

  it('names each write’s own actor when calls run side by side', async () => {
    const [mine, theirs] = await Promise.all([
      stockedProduct(t, designerId, { price: 10, sizes: { 'AU-2': 1 } }),
      stockedProduct(t, designerId, { price: 20, sizes: { 'AU-3': 1 } }),
    ]);
    const patch = (id: string, token: string, price: number) =>
      t.call({
        method: 'PATCH',
        url: `/api/v2/products/${id}`,
        token,
        payload: { productPrice: price },
      });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? patch(mine!.id, admin, 11 + i) : patch(theirs!.id, designer, 21 + i),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const byAdmin = await list(`resourceId=${mine!.id}`);
    const byDesigner = await list(`resourceId=${theirs!.id}`);
    expect(byAdmin.items.map((entry) => entry.accountId)).toEqual([adminId, adminId, adminId]);
    expect(byDesigner.items.map((entry) => [entry.accountId, entry.role])).toEqual(
      Array.from({ length: 3 }, () => [designerId, 'designer']),
    );
  });

  it('writes nothing for a public call, nor for a write that fails', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    const refused = await t.call({
      method: 'PATCH',
      url: `/api/v2/products/${crypto.randomUUID()}`,
      token: admin,
      payload: { productPrice: 1 },
    });
    expect(refused.statusCode).toBe(404);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('filters by person, action and date range, and exports CSV', async () => {
    const color = await t.call({
      method: 'POST',
      url: '/api/v2/colors',
      token: admin,
      payload: { name: 'Audit teal', code: '#008080' },
    });
    expect(color.statusCode, color.body).toBe(201);
    const created = await list(`accountId=${adminId}&action=create&resource=colors`);
    expect(created.items.length).toBeGreaterThanOrEqual(1);
    expect(created.items[0]!.changes.before).toEqual({});
    expect(created.items[0]!.changes.after).toMatchObject({ name: 'Audit teal' });

    const future = await list(`from=${encodeURIComponent('2099-01-01T00:00:00Z')}`);
    expect(future.total).toBe(0);
    const nobody = await list(`accountId=${designerId}&resource=colors`);
    expect(nobody.total).toBe(0);

    const csv = await t.call({
      method: 'GET',
      url: '/api/v2/audit/export?resource=colors',
      token: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.some((line) => line.includes('Audit teal'))).toBe(true);
  });

  it('offers the people it names for the person filter, by name or e-mail, admin only', async () => {
    // The demo designer has entries (the first test's sign-in, if nothing else).
    const people = async (search: string, token = admin) => {
      const response = await t.call({
        method: 'GET',
        url: `/api/v2/audit/people?search=${encodeURIComponent(search)}`,
        token,
      });
      return response;
    };
    const byMail = await people('designer@runway');
    expect(byMail.statusCode, byMail.body).toBe(200);
    expect(byMail.json().data).toEqual([
      { _id: designerId, name: expect.stringContaining('designer@runway.test'), role: 'designer' },
    ]);
    // Someone with no entry is never offered: nothing to show for them.
    const [quiet] = await t.database.db
      .insert(users)
      .values({ email: 'quiet.person@audit.test', fullName: 'Quiet Person', roles: ['member'] })
      .returning({ id: users.id });
    expect(quiet).toBeDefined();
    expect((await people('Quiet Person')).json().data).toEqual([]);
    // Their names are searched as typed (a % is a character, not a wildcard).
    expect((await people('%')).json().data).toEqual([]);
    expect((await people('', designer)).statusCode).toBe(403);
  });

  it('is admin only, and answers 400 to a malformed filter', async () => {
    for (const token of [designer, await t.tokenOf('staff')]) {
      const response = await t.call({ method: 'GET', url: '/api/v2/audit', token });
      expect(response.statusCode).toBe(403);
    }
    const bad = await t.call({ method: 'GET', url: '/api/v2/audit?action=erase', token: admin });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.call({
      method: 'GET',
      url: `/api/v2/audit/${crypto.randomUUID()}`,
      token: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never stores a password hash or a token, and names a password change', async () => {
    const staff = await t.tokenOf('staff');
    const staffId = await t.idOf('staff');
    const changed = await t.call({
      method: 'POST',
      url: '/api/user/change_password',
      token: staff,
      payload: { oldPassword: 'runway-demo-1', newPassword: 'runway-demo-1' },
    });
    expect([200, 400]).toContain(changed.statusCode);
    const rows = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, staffId));
    for (const row of rows) {
      expect(JSON.stringify(row.changes)).not.toMatch(/password|token|\$argon|\$2[aby]\$/i);
    }
  });

  it('names sign-ins, failed sign-ins (no e-mail kept) and password changes', async () => {
    const login = (email: string, password: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, device_type: 'cms' },
      });
    const staffId = await t.idOf('staff');
    expect((await login('staff@runway.test', 'runway-demo-1')).statusCode).toBe(200);
    expect((await login('staff@runway.test', 'not-the-password')).statusCode).toBe(401);
    expect((await login('nobody.audit@private.test', 'whatever-1')).statusCode).toBe(401);
    const signIns = await list(`resource=users&resourceId=${staffId}`);
    // Newest first; an earlier test's sign-in as staff comes after these two.
    const latest = signIns.items.slice(0, 2);
    expect(latest.map((entry) => [entry.action, entry.accountId, entry.role])).toEqual([
      ['sign-in-failed', staffId, 'member'],
      ['sign-in', staffId, 'member'],
    ]);
    const failed = await list('action=sign-in-failed');
    const unknown = failed.items.find((entry) => entry.accountId === null);
    expect(unknown).toMatchObject({ resource: 'users', resourceId: null, address: '127.0.0.1' });
    const raw = await t.database.db.select().from(auditEntries);
    expect(JSON.stringify(raw)).not.toContain('nobody.audit');

    const token = await t.tokenOf('staff');
    const changed = await t.call({
      method: 'POST',
      url: '/api/user/change_password',
      token,
      payload: { oldpassword: 'runway-demo-1', newpassword: 'runway-demo-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [change] = (await list(`action=password-change&accountId=${staffId}`)).items;
    expect(change).toMatchObject({ resourceId: staffId, changes: { before: {}, after: {} } });
  });

  it('names a refund, with the amount, in the refund’s transaction', async () => {
    const { orderId, skus } = await placeOrder(t, designerId, { lines: { 'AU-R1': 2 } });
    const refund = await t.call({
      method: 'POST',
      url: `/api/v2/orders/${orderId}/refunds`,
      token: admin,
      payload: { lines: [{ sku: skus[0], quantity: 1 }], reason: 'damaged', restock: false },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { items } = await list(`action=refund&resourceId=${orderId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      accountId: adminId,
      resource: 'orders',
      changes: { before: { refunded: 0 }, after: { amount: 10_000, reason: 'damaged' } },
    });
    // The order's own row change is there too, from the same call.
    const rows = await list(`resource=orders&resourceId=${orderId}&action=update`);
    expect(rows.items.some((entry) => entry.route === 'POST /api/v2/orders/:id/refunds')).toBe(
      true,
    );
  });

  it('names the payout the payment makes, as the marketplace’s own with the call it came from', async () => {
    // No one signs in to pay a designer: the provider's confirmation (here the local
    // provider's page) makes the transfer, and the log names it all the same.
    const { orderId } = await placeOrder(t, designerId, { lines: { 'AU-P1': 1 } });
    const [order] = await t.database.db
      .select({ net: orders.designerNet })
      .from(orders)
      .where(eq(orders.id, orderId));
    const { items } = await list(`action=payout&resourceId=${orderId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      accountId: null,
      role: AUDIT_SYSTEM_ROLE,
      resource: 'orders',
      changes: { before: {}, after: { transfer: { amount: order!.net } } },
    });
    expect(items[0]!.route).toMatch(/^POST \//);
  });

  it('refuses to update, delete or truncate an entry', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    const [entry] = await t.database.db.select().from(auditEntries).limit(1);
    expect(entry).toBeDefined();
    expect(await refusal(sql`update audit_entries set action = 'erased'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_entries`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_entries`)).toMatch(/append-only/);
    const [still] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.id, entry!.id));
    expect(still).toEqual(entry);
  });
});
