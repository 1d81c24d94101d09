import { sql } from 'drizzle-orm';
import type { UserRow } from '../../db/schema';
import { orders, type TimelineEntry } from './tables';

/**
 * An order's timeline is stored as rows of its `timeline` jsonb, appended in the SQL of the
 * write that caused them (never rebuilt by a reader): `SET timeline = appendTimeline([...])`.
 */
export const appendTimeline = (entries: TimelineEntry[]) =>
  sql`${orders.timeline} || ${JSON.stringify(entries)}::jsonb`;

/** Who did it, as the timeline names them; null for the system or the payment provider. */
export function actorOf(
  user: Pick<UserRow, 'id' | 'fullName' | 'email'> | null,
): TimelineEntry['by'] {
  return user ? { _id: user.id, fullName: user.fullName || user.email } : null;
}
