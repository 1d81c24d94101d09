import { DEFAULT_CATALOGUE } from '@runway-live/domain/reference';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { DEMO_LINES } from './demoContent';
import { categories, colors, designers, sizeCharts, subscriptionInvoices, users } from './schema';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts';
import { seedLine } from './seedLine';
import { seedWebPlugin } from './seedWebPlugin';
import { seedFashionWeeks } from './seedFashionWeeks';

/** The built-in catalogue into the reference tables; rows already there are kept. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.insert(sizeCharts).values(DEFAULT_CATALOGUE.sizeCharts).onConflictDoNothing();
  await db.insert(categories).values(DEFAULT_CATALOGUE.categories).onConflictDoNothing();
  await db
    .insert(colors)
    .values(DEFAULT_CATALOGUE.colors.map(({ name, hex }) => ({ name, hex: hex ?? null })))
    .onConflictDoNothing();
}

/**
 * The demo accounts and catalogue of API.md. Idempotent: the catalogue is upserted and
 * the accounts (with their demo content) are created only when the admin is missing, so a
 * second start adds nothing. Answers whether anything was created.
 */
export async function seedDemo(db: Database, options: { publicUrl: string }): Promise<boolean> {
  await seedCatalogue(db);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (existing) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Partial<Record<keyof typeof DEMO_ACCOUNTS, string>> = {};
    const names: Record<keyof typeof DEMO_ACCOUNTS, [string, string]> = {
      admin: ['Ada', 'Admin'],
      staff: ['Stella', 'Staff'],
      designer: ['Léa', 'Lumière'],
      atelier: ['Nils', 'Nord'],
      pastdue: ['Paz', 'Duarte'],
      shopper: ['Sam', 'Shopper'],
    };
    for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [
      keyof typeof DEMO_ACCOUNTS,
      DemoAccount,
    ][]) {
      const [firstName, lastName] = names[key];
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName,
          lastName,
          fullName: `${firstName} ${lastName}`,
          roles: [...account.roles],
          subRoles: account.roles.includes('designer') ? ['Designer'] : [],
          country: 'United States',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      ids[key] = row?.id;
    }
    const { designer, atelier, pastdue, shopper } = ids;
    if (!designer || !atelier || !pastdue || !shopper) {
      throw new Error('demo accounts were not created');
    }
    const accountId = 'acct_local_demo0designer';
    const pastdueAccountId = 'acct_local_demo00pastdue';
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    await tx.insert(designers).values([
      {
        userId: designer,
        brandName: DEMO_LINES.designer.brand,
        website: 'https://maison-lumiere.example',
        commission: 12,
        subscriptionAmount: 49,
        payment: {
          provider: 'local',
          accountId,
          loginLink: `${options.publicUrl}/payments/local/dashboard/${accountId}`,
        },
        subscriptionStatus: 'active',
        subscriptionPeriodEnd: new Date(now + 20 * day),
        subscriptionProvider: 'local',
        subscriptionCustomerId: 'cus_local_demo0designer',
        subscriptionId: 'sub_local_demo0designer',
      },
      {
        userId: atelier,
        brandName: DEMO_LINES.atelier.brand,
        website: 'https://atelier-nord.example',
        commission: 15,
        subscriptionAmount: 49,
      },
      {
        // The subscription's last renewal failed: events (gated) are refused until it is paid.
        userId: pastdue,
        brandName: 'Casa Duarte',
        website: 'https://casa-duarte.example',
        commission: 10,
        subscriptionAmount: 39,
        payment: {
          provider: 'local',
          accountId: pastdueAccountId,
          loginLink: `${options.publicUrl}/payments/local/dashboard/${pastdueAccountId}`,
        },
        subscriptionStatus: 'past_due',
        subscriptionPeriodEnd: new Date(now - 3 * day),
        subscriptionProvider: 'local',
        subscriptionCustomerId: 'cus_local_demo00pastdue',
        subscriptionId: 'sub_local_demo00pastdue',
      },
    ]);
    // Invoices so far: Maison Lumière's paid months; Casa Duarte's paid month and failed renewal.
    const month = (designerId: string, key: string, ends: number, amount: number) => ({
      designerId,
      provider: 'local' as const,
      providerInvoiceId: `in_local_demo_${key}`,
      amount,
      currency: 'USD',
      status: 'paid' as const,
      periodStart: new Date(ends - 30 * day),
      periodEnd: new Date(ends),
      createdAt: new Date(ends - 30 * day),
    });
    await tx
      .insert(subscriptionInvoices)
      .values([
        month(designer, 'designer1', now - 10 * day, 49),
        month(designer, 'designer2', now + 20 * day, 49),
        month(pastdue, 'pastdue1', now - 3 * day, 39),
        { ...month(pastdue, 'pastdue2', now + 27 * day, 39), status: 'failed' as const },
      ]);
    await seedLine(tx, designer, DEMO_LINES.designer, shopper, options.publicUrl);
    await seedLine(tx, atelier, DEMO_LINES.atelier, shopper, options.publicUrl);
    await seedFashionWeeks(tx, now);
    await seedWebPlugin(tx, designer, options.publicUrl, now);
  });
  return true;
}
