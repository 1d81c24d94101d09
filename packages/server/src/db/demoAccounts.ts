/** The demo accounts of API.md and README.md, and their one password. */

export const DEMO_PASSWORD = 'runway-demo-1';

export type DemoAccount = { email: string; roles: string[]; note: string };

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@runway.test', roles: ['admin'], note: 'admin' },
  staff: { email: 'staff@runway.test', roles: ['member'], note: 'staff member' },
  designer: {
    email: 'designer@runway.test',
    roles: ['designer'],
    note: 'designer, payment account connected',
  },
  atelier: {
    email: 'atelier@runway.test',
    roles: ['designer'],
    note: 'designer, payment account not connected',
  },
  pastdue: {
    email: 'pastdue@runway.test',
    roles: ['designer'],
    note: 'designer, payment account connected, subscription past due',
  },
  shopper: { email: 'shopper@runway.test', roles: ['user'], note: 'shopper (no console access)' },
} as const satisfies Record<string, DemoAccount>;
