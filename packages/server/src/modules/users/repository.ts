import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { designers, users, type DesignerRow, type UserRow } from '../../db/schema';

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
