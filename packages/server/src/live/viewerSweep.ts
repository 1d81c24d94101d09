import { isNull, sql } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import { liveViewerSessions } from '../db/schema';
import type { Queries } from '../resources/transaction';
import type { SocketData } from './handlers/kit';

/** How often every process mends the viewer sessions no socket holds any more. */
export const VIEWER_SWEEP_INTERVAL_MS = 60_000;

/**
 * Viewer sessions are opened and closed by sockets (rooms/viewers.ts). A process that
 * crashes, or is killed, closes none of its sockets' sessions: they would stay open, and
 * "viewers now" would count them for ever. The sweep compares the open rows with the
 * sockets that hold them in every process (`fetchSockets` asks the others through the
 * adapter, and fails rather than answer for part of them), and closes a row no socket
 * holds, or lowers its count to the sockets that do.
 *
 * A row is only changed if its count is still the one read before the sockets were asked:
 * a join or a leave in between wins, and the next sweep looks again. Answers the shows
 * whose audience changed, for their counters.
 */
export async function sweepViewerSessions(
  db: Queries,
  live: Pick<Namespace, 'fetchSockets'>,
): Promise<string[]> {
  const open = await db
    .select({ id: liveViewerSessions.id, connections: liveViewerSessions.connections })
    .from(liveViewerSessions)
    .where(isNull(liveViewerSessions.leftAt));
  if (open.length === 0) return [];
  const held = new Map<string, number>();
  for (const socket of await live.fetchSockets()) {
    const data = socket.data as Partial<SocketData>;
    for (const joined of Object.values(data.joined ?? {})) {
      if (joined.sessionId) held.set(joined.sessionId, (held.get(joined.sessionId) ?? 0) + 1);
    }
  }
  // More sockets than the row counts is a join whose own +1 is on its way: left alone.
  const mended = open.flatMap((row) => {
    const sockets = held.get(row.id) ?? 0;
    return sockets < row.connections ? [{ ...row, sockets }] : [];
  });
  if (mended.length === 0) return [];
  const list = <T>(values: T[], type: string) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  // Both drivers answer a raw query with { rows } (node-postgres and PGlite alike).
  const { rows } = (await db.execute(sql`
    update ${liveViewerSessions} as s
    set connections = m.sockets,
        left_at = case when m.sockets = 0 then now() end
    from unnest(
      ${list(
        mended.map((row) => row.id),
        'uuid',
      )},
      ${list(
        mended.map((row) => row.connections),
        'int',
      )},
      ${list(
        mended.map((row) => row.sockets),
        'int',
      )}
    ) as m(id, was, sockets)
    where s.id = m.id and s.connections = m.was and s.left_at is null
    returning s.event_id`)) as { rows: { event_id: string }[] };
  return [...new Set(rows.map((row) => row.event_id))];
}
