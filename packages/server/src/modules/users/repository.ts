import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { designers, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type DesignerRow = typeof designers.$inferSelect;
export type UserWithDesigner = { user: UserRow; designer: DesignerRow | null };

export async function findUserById(db: Database, id: string): Promise<UserWithDesigner | null> {
  const [row] = await db
    .select({ user: users, designer: designers })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<UserWithDesigner | null> {
  const [row] = await db
    .select({ user: users, designer: designers })
    .from(users)
    .leftJoin(designers, eq(designers.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** "First Last" → { firstName: 'First', lastName: 'Last' } (section 3: split on a space). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', lastName = ''] = fullName.trim().split(/\s+/);
  return { firstName, lastName };
}
