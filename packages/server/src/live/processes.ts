import { randomUUID } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { liveViewerSessions } from '../db/schema';
import type { Queries } from '../resources/transaction';

/**
 * The live server processes sharing rooms through one Redis (REDIS_URL; decision 0047).
 * What is counted lives in the database (viewer sessions, chat, slow mode and the chat
 * rate under the poster row's lock), so every process already answers the same; Redis only
 * holds what the processes must agree on without a row to lock:
 *
 * - **Who is alive.** Each process beats every `heartbeatMs` (`alive:<id>`, expiring after
 *   three beats, and its last beat in the `processes` hash) and keeps in `held:<id>` the
 *   viewer-session connections its sockets hold. A process whose `alive` key expired is
 *   dead: the first survivor to beat claims it (one script: its entry and its held hash go
 *   in one step, so no two survivors close the same sessions) and closes its connections in
 *   the database, a session that had no other left at the dead process's last beat.
 * - **Who sends a room's `counters`.** A process about to send them takes the room's slot
 *   for one interval (`counters:<eventId>`, SET NX PX): one `counters` per room per interval
 *   whatever the number of processes; a process that finds the slot taken tries again when
 *   it frees, so its change is told at most one interval later.
 *
 * Redis away: the slot is not asked and each process sends its own counters (as one process
 * does), the held counts are kept in memory and written again whole at the first beat that
 * reaches Redis, and a process that was taken for dead meanwhile opens its sockets' sessions
 * again. A viewer is never refused because Redis is away.
 */
export type LiveProcesses = {
  id: string;
  /** One more (`+1`) or one fewer (`-1`) connection of these sessions held here. */
  hold: (sessionIds: readonly string[], delta: 1 | -1) => void;
  /** 0 when this process may send the room's counters now, else the ms until it may try. */
  claimCounters: (eventId: string, intervalMs: number) => Promise<number>;
  /** One heartbeat, then the dead processes' sessions closed: answers their shows' ids. */
  beat: () => Promise<string[]>;
  /**
   * The open sessions the database counts more connections of than every live process holds
   * (a leave whose update failed): lowered to what they hold, closed at none, when a mend
   * found the same row with the same count the time before (a join between its row and its
   * hold is not one). One process mends at a time. Answers the shows whose audience changed.
   */
  mend: (everyMs: number) => Promise<string[]>;
  /** Stops beating after what was held is written (the sessions expire with the key). */
  close: () => Promise<void>;
};

/** A process silent for this many beats is dead. */
export const HEARTBEATS_TO_DEATH = 3;

/** held:<id> += ARGV[1] for each session in ARGV[2..]; a count that reaches 0 goes. */
const HOLD_SCRIPT = `
for i = 2, #ARGV do
  if tonumber(redis.call('hincrby', KEYS[1], ARGV[i], ARGV[1])) <= 0 then
    redis.call('hdel', KEYS[1], ARGV[i])
  end
end
return 1`;

/** The slot: 0 when taken now, else its ms left. */
const CLAIM_COUNTERS_SCRIPT = `
if redis.call('set', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
return redis.call('pttl', KEYS[1])`;

/**
 * A dead process's claim: nil when it is alive or another survivor claimed it, else its
 * last beat and its held hash, both removed in the same step.
 */
const CLAIM_DEAD_SCRIPT = `
if redis.call('exists', KEYS[2]) == 1 then return false end
local last = redis.call('hget', KEYS[1], ARGV[1])
if not last then return false end
redis.call('hdel', KEYS[1], ARGV[1])
local held = redis.call('hgetall', KEYS[3])
redis.call('del', KEYS[3])
return {last, held}`;

/** held:<id> written whole (the memory's counts), and the process entered as alive. */
const REWRITE_SCRIPT = `
redis.call('del', KEYS[1])
for i = 1, #ARGV, 2 do redis.call('hset', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1`;

type Scripts = Redis & {
  liveHold: (key: string, ...args: (string | number)[]) => Promise<unknown>;
  liveClaimCounters: (key: string, owner: string, ttl: number) => Promise<number>;
  liveClaimDead: (
    registry: string,
    alive: string,
    held: string,
    id: string,
  ) => Promise<[string, string[]] | null>;
  liveRewrite: (key: string, ...args: (string | number)[]) => Promise<unknown>;
};

export function createLiveProcesses(
  redis: Redis,
  db: Queries,
  options: {
    heartbeatMs: number;
    /** The keys' prefix (REDIS_PREFIX, `runway-live:` by default). */
    prefix: string;
    logError: (error: unknown, message: string) => void;
  },
): LiveProcesses {
  const id = randomUUID();
  const { prefix } = options;
  const key = {
    registry: `${prefix}processes`,
    alive: (processId: string) => `${prefix}alive:${processId}`,
    held: (processId: string) => `${prefix}held:${processId}`,
    counters: (eventId: string) => `${prefix}counters:${eventId}`,
  };
  const scripts = redis as Scripts;
  if (!('liveHold' in redis)) {
    redis.defineCommand('liveHold', { numberOfKeys: 1, lua: HOLD_SCRIPT });
    redis.defineCommand('liveClaimCounters', { numberOfKeys: 1, lua: CLAIM_COUNTERS_SCRIPT });
    redis.defineCommand('liveClaimDead', { numberOfKeys: 3, lua: CLAIM_DEAD_SCRIPT });
    redis.defineCommand('liveRewrite', { numberOfKeys: 1, lua: REWRITE_SCRIPT });
  }

  /** This process's held connections per session: what Redis should say, kept here too. */
  const held = new Map<string, number>();
  /** A hold Redis did not take: the next beat writes the held hash whole. */
  let dirty = false;
  let beaten = false;
  let writes: Promise<unknown> = Promise.resolve();

  function hold(sessionIds: readonly string[], delta: 1 | -1) {
    if (sessionIds.length === 0) return;
    for (const sessionId of sessionIds) {
      const count = (held.get(sessionId) ?? 0) + delta;
      if (count > 0) held.set(sessionId, count);
      else held.delete(sessionId);
    }
    writes = scripts.liveHold(key.held(id), delta, ...sessionIds).catch(() => {
      dirty = true;
    });
  }

  async function rewriteHeld() {
    const args = [...held].flatMap(([sessionId, count]) => [sessionId, count]);
    await scripts.liveRewrite(key.held(id), ...args);
    dirty = false;
  }

  /**
   * This process was taken for dead while it could not reach Redis (a survivor closed the
   * connections it held): they are opened again, as many as its sockets hold.
   */
  async function reopenHeld() {
    if (held.size === 0) return;
    await db.execute(sql`
      update ${liveViewerSessions} as s
      set connections = case when s.left_at is null then s.connections else 0 end + m.n,
          left_at = null
      from unnest(${uuidArray([...held.keys()])}, ${intArray([...held.values()])}) as m(id, n)
      where s.id = m.id`);
  }

  /** Closes the connections a dead process held; answers the shows whose audience changed. */
  async function closeHeldBy(lastBeatMs: number, fields: string[]): Promise<string[]> {
    const ids: string[] = [];
    const counts: number[] = [];
    for (let index = 0; index + 1 < fields.length; index += 2) {
      const count = Number(fields[index + 1]);
      if (count > 0) {
        ids.push(fields[index]!);
        counts.push(count);
      }
    }
    if (ids.length === 0) return [];
    // Both drivers answer a raw query with { rows } (node-postgres and PGlite alike).
    const { rows } = (await db.execute(sql`
      update ${liveViewerSessions} as s
      set connections = greatest(s.connections - m.n, 0),
          left_at = case when s.connections - m.n <= 0
            then greatest(to_timestamp(${lastBeatMs}::double precision / 1000), s.joined_at) end
      from unnest(${uuidArray(ids)}, ${intArray(counts)}) as m(id, n)
      where s.id = m.id and s.left_at is null
      returning s.event_id`)) as { rows: { event_id: string }[] };
    return [...new Set(rows.map((row) => row.event_id))];
  }

  async function beat(): Promise<string[]> {
    const now = Date.now();
    const ttl = options.heartbeatMs * HEARTBEATS_TO_DEATH;
    const replies = await redis
      .multi()
      .set(key.alive(id), String(now), 'PX', ttl)
      .hset(key.registry, id, String(now))
      .exec();
    if (!replies || replies.some(([error]) => error)) throw new Error('live heartbeat refused');
    const added = Number(replies[1]![1]) === 1;
    // Entered anew after the first beat: a survivor took this process for dead.
    if (added && beaten) {
      await rewriteHeld();
      await reopenHeld();
    } else if (dirty || !beaten) {
      await rewriteHeld();
    }
    beaten = true;
    const closed: string[] = [];
    const registry = await redis.hgetall(key.registry);
    for (const other of Object.keys(registry)) {
      if (other === id) continue;
      const claim = await scripts.liveClaimDead(
        key.registry,
        key.alive(other),
        key.held(other),
        other,
      );
      if (!claim) continue;
      const [last, fields] = claim;
      closed.push(...(await closeHeldBy(Number(last), fields)));
    }
    return [...new Set(closed)];
  }

  async function mend(everyMs: number): Promise<string[]> {
    // One process a turn: the others find the turn taken (it lasts half the interval).
    const turn = Number(
      await scripts.liveClaimCounters(`${prefix}mend`, id, Math.max(1, Math.floor(everyMs / 2))),
    );
    if (turn > 0) return [];
    const registry = await redis.hgetall(key.registry);
    const held = new Map<string, number>();
    for (const processId of Object.keys(registry)) {
      const fields = await redis.hgetall(key.held(processId));
      for (const [sessionId, count] of Object.entries(fields)) {
        held.set(sessionId, (held.get(sessionId) ?? 0) + Number(count));
      }
    }
    const open = await db
      .select({ id: liveViewerSessions.id, connections: liveViewerSessions.connections })
      .from(liveViewerSessions)
      .where(isNull(liveViewerSessions.leftAt));
    const over = open.filter((row) => row.connections > (held.get(row.id) ?? 0));
    // What the last mend saw, in Redis: the next mend may be another process's.
    const seenKey = `${prefix}mend:seen`;
    const seen = await redis.hgetall(seenKey);
    const twice = over.filter((row) => seen[row.id] === String(row.connections));
    const write = redis.multi().del(seenKey);
    if (over.length > 0) {
      write.hset(seenKey, Object.fromEntries(over.map((row) => [row.id, String(row.connections)])));
    }
    const replies = await write.exec();
    if (!replies || replies.some(([error]) => error)) throw new Error('live mend refused');
    if (twice.length === 0) return [];
    const { rows } = (await db.execute(sql`
      update ${liveViewerSessions} as s
      set connections = m.held,
          left_at = case when m.held = 0 then now() end
      from unnest(
        ${uuidArray(twice.map((row) => row.id))},
        ${intArray(twice.map((row) => row.connections))},
        ${intArray(twice.map((row) => held.get(row.id) ?? 0))}
      ) as m(id, was, held)
      where s.id = m.id and s.connections = m.was and s.left_at is null
      returning s.event_id`)) as { rows: { event_id: string }[] };
    return [...new Set(rows.map((row) => row.event_id))];
  }

  return {
    id,
    hold,
    claimCounters: async (eventId, intervalMs) => {
      try {
        return Number(await scripts.liveClaimCounters(key.counters(eventId), id, intervalMs));
      } catch {
        // Redis away: this process sends its own, as one process would.
        return 0;
      }
    },
    beat,
    mend,
    close: async () => {
      await writes;
    },
  };
}

function uuidArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::uuid[]`;
}

function intArray(values: number[]) {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;
}
