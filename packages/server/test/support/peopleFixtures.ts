import { designers, users } from '../../src/db/schema';
import type { TestApp } from './testApp';

/** A designer application as register-designer leaves it: pending, no password. */
export async function applicant(
  t: TestApp,
  email: string,
  brandName: string,
  passwordHash: string | null = null,
): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({ email, fullName: `${brandName} Owner`, roles: ['designer'], passwordHash })
    .returning();
  await t.database.db
    .insert(designers)
    .values({ userId: user!.id, brandName, applicationStatus: 'pending' });
  return user!.id;
}
