import type { Member, Shopper } from '@runway-live/domain/api';
import { fakeServer, sentBody, type FakeHandler } from '../../test/fakeServer';
import { adminUser, apiUser } from '../../test/users';

/** A staff member as GET /api/v2/members answers it. */
export const member = (overrides: Partial<Member>): Member => ({
  ...apiUser({ roles: ['member'], createdAt: '2026-10-02T09:00:00.000Z' }),
  passwordChosen: true,
  ...overrides,
});

/** A shopper as GET /api/v2/users answers it. */
export const shopper = (overrides: Partial<Shopper>): Shopper => ({
  ...apiUser({ roles: ['user'], createdAt: '2026-10-02T09:00:00.000Z' }),
  orders: { count: 0, spent: [] },
  ...overrides,
});

/** A staff member signed in to the console. */
export const staffUser = member({
  _id: 'u-staff',
  fullName: 'Stan Staff',
  email: 'staff@runway.test',
});

/**
 * The people routes over `accounts` as the server keeps them: the list filters by status
 * and search, suspend and reactivate change the stored account and answer it. `extra`
 * adds or overrides routes.
 */
export function accountsServer<Account extends Member | Shopper>(
  path: 'members' | 'users',
  accounts: Account[],
  {
    signedIn = adminUser,
    extra = {},
  }: { signedIn?: Member | typeof adminUser; extra?: Record<string, FakeHandler> } = {},
) {
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/me': () => ({ body: { success: true, user: signedIn } }),
    [`GET /api/v2/${path}`]: (request) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const search = (query.get('search') ?? '').toLowerCase();
      const items = accounts.filter(
        (account) =>
          (!status || account.status === status) &&
          (!search || `${account.fullName} ${account.email}`.toLowerCase().includes(search)),
      );
      return {
        body: {
          success: true,
          data: { items, total: items.length, page: Number(query.get('page') ?? 1), limit: 20 },
        },
      };
    },
  };
  for (const account of accounts) {
    routes[`GET /api/v2/${path}/${account._id}`] = () => ({
      body: { success: true, data: account },
    });
    for (const [action, status] of [
      ['suspend', 'suspended'],
      ['reactivate', 'active'],
    ] as const) {
      routes[`POST /api/v2/${path}/${account._id}/${action}`] = async (request) => {
        await sentBody(request);
        account.status = status;
        return { body: { success: true, data: account } };
      };
    }
  }
  return fakeServer({ ...routes, ...extra });
}
