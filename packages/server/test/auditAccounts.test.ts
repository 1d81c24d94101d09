import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAuditEntry } from '@runway-live/domain/api';
import { applicant } from './support/peopleFixtures';
import { createTestApp, lastLink, tokenOfLink, type TestApp } from './support/testApp';

// The account decisions in the audit log (issue 34): suspensions and reactivations,
// approvals and rejections, and a password chosen from a mailed link, each named, with its
// actor and the changed field, in the decision's own transaction.
let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminId = await t.idOf('admin');
});
afterAll(() => t.close());

const post = async (url: string, payload: object = {}) =>
  t.call({ method: 'POST', url, payload, token: await t.tokenOf('admin') });

/** The entries about one account, oldest first. */
async function entriesAbout(resourceId: string): Promise<ApiAuditEntry[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/v2/audit?resourceId=${resourceId}`,
    token: await t.tokenOf('admin'),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { items: ApiAuditEntry[] } }>().data.items.reverse();
}

/** The named decisions about one account (its rows' plain updates left out). */
const decisionsAbout = async (resourceId: string) =>
  (await entriesAbout(resourceId)).filter((entry) => !['create', 'update'].includes(entry.action));

describe('the audit log of account decisions', () => {
  it('names a suspension and a reactivation, by the admin, with the status each set', async () => {
    const created = await post('/api/v2/user/runwayuser', {
      fullName: 'Audit Suspended',
      email: 'suspended@audit.test',
    });
    const id = created.json().user._id as string;
    expect((await post(`/api/v2/members/${id}/suspend`)).statusCode).toBe(200);
    expect((await post(`/api/v2/members/${id}/reactivate`)).statusCode).toBe(200);

    expect(await decisionsAbout(id)).toEqual([
      expect.objectContaining({
        action: 'suspend',
        resource: 'users',
        accountId: adminId,
        role: 'admin',
        changes: expect.objectContaining({ after: { status: 'suspended' } }),
        route: 'POST /api/v2/members/:id/suspend',
      }),
      expect.objectContaining({
        action: 'reactivate',
        resource: 'users',
        accountId: adminId,
        changes: expect.objectContaining({ after: { status: 'active' } }),
      }),
    ]);
  });

  it('names an approval and a rejection of designer applications', async () => {
    const approved = await applicant(t, 'approved@audit.test', 'Audit Approved');
    const rejected = await applicant(t, 'rejected@audit.test', 'Audit Rejected');
    expect((await post(`/api/v2/designers/${approved}/approve`)).statusCode).toBe(200);
    const rejection = await post(`/api/v2/designers/${rejected}/reject`, {
      reason: 'No photographs of the pieces yet',
    });
    expect(rejection.statusCode, rejection.body).toBe(200);

    expect(await decisionsAbout(approved)).toEqual([
      expect.objectContaining({
        action: 'approve',
        resource: 'designers',
        accountId: adminId,
        changes: expect.objectContaining({ after: { application_status: 'approved' } }),
      }),
    ]);
    expect(await decisionsAbout(rejected)).toEqual([
      expect.objectContaining({
        action: 'reject',
        resource: 'designers',
        accountId: adminId,
        changes: expect.objectContaining({ after: { application_status: 'rejected' } }),
      }),
    ]);
  });

  it('names a password chosen from a mailed link as the account’s own, and keeps no secret', async () => {
    const created = await post('/api/v2/user/runwayuser', {
      fullName: 'Audit Reset',
      email: 'reset@audit.test',
    });
    const id = created.json().user._id as string;
    const token = tokenOfLink(lastLink(t, 'reset@audit.test', '/auth/reset-password/'));
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'audit-reset-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const entries = await decisionsAbout(id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'password-reset',
        resource: 'users',
        accountId: id,
        role: 'member',
        route: 'POST /api/auth/reset-password',
      }),
    ]);
    const stored = JSON.stringify(await entriesAbout(id));
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/audit-reset-pass|\$argon/);
  });
});
