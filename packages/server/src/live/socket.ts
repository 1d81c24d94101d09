import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Namespace } from 'socket.io';
import { effectiveRole, isAdminOrStaff } from '@runway-live/domain/access';
import {
  LIVE_NAMESPACE,
  LIVE_SERVER_EVENTS as S,
  liveProtocol,
  type LiveClientEventName,
} from '@runway-live/domain/live';
import type { AppContext } from '../context';
import { connectRedis } from '../plugins/redisConnection';
import { admitSockets } from './handlers/admission';
import { answerer } from './handlers/answer';
import { auditedHostHandlers } from './handlers/hostHandlers';
import { createChatPoster } from './handlers/chat';
import { createLiveKit, FORGET_SESSIONS, type LiveSocket } from './handlers/kit';
import { listenToNotices } from './handlers/notices';
import { viewerHandlers } from './handlers/viewerHandlers';
import { LIVE_LAYERS, type LiveLayers } from './layers';
import { createLiveProcesses } from './processes';
import { closeViewerSessions, openViewerSession } from './rooms/viewers';
import { accountRoom, ORDERS_ADMIN_ROOM } from './socketRooms';
import { sweepViewerSessions, VIEWER_SWEEP_INTERVAL_MS } from './viewerSweep';

export type LiveServer = {
  io: Server;
  /**
   * Closes the viewer sessions no socket holds (a crashed process's); run on a timer too:
   * alone, those no socket of this process holds; with Redis, those the processes whose
   * heartbeat expired held (after this one's heartbeat; decision 0047).
   */
  sweepViewers: () => Promise<void>;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What modules are built with; the live server (live/socket.ts) runs on the same. */
    appContext: AppContext;
  }
}

export type StartLiveServerOptions = {
  corsOrigins: string[];
  redisUrl: string | undefined;
  /** How long a dropped socket's state is kept for it to recover (connectionStateRecovery). */
  recoveryMs?: number;
  /** The longest interval between two `counters` of a room (LIVE_COUNTERS_INTERVAL_MS). */
  countersIntervalMs?: number;
  /** How often the viewer sessions no socket holds are closed (live/viewerSweep.ts). */
  viewerSweepMs?: number;
  /** The live server's Redis keys' prefix (a test's own); REDIS_PREFIX by default. */
  redisPrefix?: string;
  /** The host's path's layers (all on but in the bench; live/layers.ts). */
  layers?: LiveLayers;
  /** Group commit of chat messages; the config's LIVE_GROUP_COMMIT* by default. */
  groupCommit?: { on: boolean; windowMs: number };
};

/**
 * The live socket (socket.io, namespace /live; API.md "Live", decision live-protocol).
 * `app` is the built fastify app: the socket shares its HTTP server, its database, its
 * session check and the events service. With REDIS_URL, several processes share rooms
 * through the Redis Streams adapter; without, one process with the in-memory adapter.
 * Connection state recovery is on in both: a socket that drops for a while gets what it
 * missed. Every room's state is read from the database, never kept in one process: the
 * handlers (live/handlers) call the rooms' services (live/rooms) and broadcast what they
 * answer.
 */
export async function startLiveServer(
  app: FastifyInstance,
  options: StartLiveServerOptions,
): Promise<LiveServer> {
  const ctx = app.appContext;
  const { db } = ctx.database;
  const redis = options.redisUrl ? createClient({ url: options.redisUrl }) : null;
  // Every key of the live server in Redis under one prefix (REDIS_PREFIX): the rooms'
  // stream and channels, the recovery sessions and the processes' registry (decision 0047).
  const redisPrefix = options.redisPrefix ?? ctx.config.redisPrefix;
  if (redis) {
    // Redis away: said once until it is back (an 'error' without a listener would end the
    // process); the client reconnects by itself.
    let warned = false;
    redis.on('error', (err: unknown) => {
      if (warned) return;
      warned = true;
      app.log.warn({ err }, 'live rooms: Redis unreachable, each process serves its own viewers');
    });
    redis.on('ready', () => (warned = false));
    await redis.connect();
  }
  const io = new Server(app.server, {
    cors: { origin: options.corsOrigins },
    connectionStateRecovery: {
      maxDisconnectionDuration: options.recoveryMs ?? 2 * 60 * 1000,
      skipMiddlewares: true,
    },
    ...(redis
      ? {
          adapter: createAdapter(redis, {
            streamName: `${redisPrefix}socket.io`,
            channelPrefix: `${redisPrefix}socket.io`,
            sessionKeyPrefix: `${redisPrefix}sio:session:`,
          }),
        }
      : {}),
  });
  const live = io.of(LIVE_NAMESPACE);
  if (redis) broadcastLocallyWhileAway(live.adapter, () => redis.isReady);
  const layers = options.layers ?? LIVE_LAYERS;
  // The processes' heartbeats, held sessions and counters' slots (decision 0047), on the
  // ioredis connection the rate limits use: a command fails at once while Redis is away.
  const processRedis = redis ? await connectRedis(app, options.redisUrl, 'live processes') : null;
  const processes = processRedis
    ? createLiveProcesses(processRedis, db, {
        heartbeatMs: ctx.config.liveHeartbeatMs,
        prefix: redisPrefix,
        logError: (error, message) => app.log.error({ err: error }, message),
      })
    : null;
  const kit = createLiveKit(ctx, live, {
    processes,
    countersIntervalMs: options.countersIntervalMs,
    sessionPerSocket: layers.sessionPerSocket,
    sharedRooms: redis !== null,
    logError: (error, message) => app.log.error({ err: error }, message),
    logWarn: (message) => app.log.warn(message),
  });
  const { counters, delivery, holdSessions, logFailure } = kit;
  // Another process heard an account change: this one's sockets of it check again.
  live.on(FORGET_SESSIONS, (userId: unknown) => {
    if (typeof userId === 'string') kit.forgetSessions(userId);
  });
  const stopListening = listenToNotices(kit);
  const hold = admitSockets(ctx, live);
  const postMessage = createChatPoster(
    kit,
    layers,
    options.groupCommit ?? ctx.config.liveGroupCommit,
  );
  const answer = answerer(kit, {
    ...viewerHandlers(kit, postMessage, layers),
    ...auditedHostHandlers(kit),
  });
  const clientEvents = liveProtocol.clientToServer;
  /** One client event answered: by its acknowledgement, else an `error` when refused. */
  const dispatch = (socket: LiveSocket, name: LiveClientEventName, args: unknown[]) => {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (a: unknown) => void) : null;
    void answer(socket, name, args[0]).then((reply) => {
      if (ack) ack(reply);
      else if (reply.ok === false) socket.emit(S.error, { ...reply, event: name } as never);
    });
  };

  live.on('connection', (raw) => {
    const socket = raw as LiveSocket;
    // A recovered socket skipped the middlewares: it counts against its address again.
    if (socket.recovered) hold(socket);
    else if (socket.data.claims) {
      const { sub, roles } = socket.data.claims;
      void socket.join(accountRoom(sub));
      // Admin and staff hear every new order (the order desk); a designer hears theirs in
      // their account's room.
      if (isAdminOrStaff(effectiveRole({ roles }))) void socket.join(ORDERS_ADMIN_ROOM);
    }
    if (socket.recovered) {
      // Back within the recovery window: its rooms and data came back with it; its viewer
      // sessions closed when it dropped, so they open again.
      for (const [eventId, joined] of Object.entries(socket.data.joined)) {
        if (!joined.sessionId) continue;
        openViewerSession(db, eventId, {
          userId: socket.data.claims?.sub ?? null,
          viewerId: socket.data.viewerId,
        }).then(
          (sessionId) => {
            joined.sessionId = sessionId;
            holdSessions([sessionId], 1);
            counters.touch(eventId);
          },
          (error: unknown) => logFailure(error, 'a recovered session'),
        );
      }
    }
    for (const name of Object.keys(clientEvents) as LiveClientEventName[]) {
      socket.on(name, (...args: unknown[]) => dispatch(socket, name, args));
    }
    socket.on('disconnect', () => {
      const sessions = Object.entries(socket.data.joined).flatMap(([eventId, joined]) =>
        joined.sessionId ? [{ eventId, sessionId: joined.sessionId }] : [],
      );
      const sessionIds = sessions.map((entry) => entry.sessionId);
      holdSessions(sessionIds, -1);
      closeViewerSessions(db, sessionIds).then(
        () => sessions.forEach((entry) => counters.touch(entry.eventId)),
        (error: unknown) => logFailure(error, 'closing viewer sessions'),
      );
    });
  });

  let sweep = Promise.resolve();
  /** Redis away: said once, until a heartbeat reaches it again. */
  let beatFailed = false;
  const sweepViewers = () =>
    (sweep = (processes ? processes.beat() : sweepViewerSessions(db, live)).then(
      (eventIds) => {
        beatFailed = false;
        eventIds.forEach((eventId) => counters.touch(eventId));
      },
      (error: unknown) => {
        if (processes && beatFailed) return;
        beatFailed = true;
        logFailure(error, processes ? 'the live heartbeat' : 'sweeping viewer sessions');
      },
    ));
  // At start-up too: a process that crashed left its sockets' sessions open. With Redis the
  // first heartbeat comes before any socket is served, so what it holds is always claimed.
  const sweeping = setInterval(
    sweepViewers,
    processes ? ctx.config.liveHeartbeatMs : (options.viewerSweepMs ?? VIEWER_SWEEP_INTERVAL_MS),
  );
  sweeping.unref();
  if (processes) await sweepViewers();
  else void sweepViewers();
  // With Redis, the rows that count more connections than every process holds (a leave that
  // failed in the database) are mended each sweep interval, by one process (decision 0047).
  const mendEveryMs = options.viewerSweepMs ?? VIEWER_SWEEP_INTERVAL_MS;
  const mending = processes
    ? setInterval(() => {
        processes.mend(mendEveryMs).then(
          (eventIds) => eventIds.forEach((eventId) => counters.touch(eventId)),
          (error: unknown) => {
            if (!beatFailed) logFailure(error, 'mending viewer sessions');
          },
        );
      }, mendEveryMs)
    : null;
  mending?.unref();

  return {
    io,
    sweepViewers,
    close: async () => {
      clearInterval(sweeping);
      if (mending) clearInterval(mending);
      await sweep;
      stopListening();
      counters.close();
      delivery.flushAll();
      await io.close();
      await processes?.close();
      // Closed after its pending commands; while Redis is away there is nothing to wait for.
      if (redis?.isReady) await redis.close();
      else redis?.destroy();
    },
  };
}

/**
 * The adapter publishes a room's broadcast to Redis before sending it to this process's
 * sockets, and while Redis is away the publish waits in the client's queue for the
 * reconnection: the process's own viewers would hear nothing until Redis is back. While it
 * is away a broadcast is this process's alone (decision 0047): its viewers keep the chat,
 * the other processes' viewers get it from the history.
 */
function broadcastLocallyWhileAway(adapter: Namespace['adapter'], reachable: () => boolean) {
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, opts) => {
    if (reachable()) return broadcast(packet, opts);
    return broadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
  };
}
