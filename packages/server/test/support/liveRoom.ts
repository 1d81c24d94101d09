import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import {
  LIVE_NAMESPACE,
  LIVE_SERVER_EVENTS,
  unpackLiveBatch,
  type LiveAcks,
  type LiveClientEventName,
  type LiveClientPayloads,
  type LiveServerEventName,
  type LiveServerPayloads,
} from '@runway-live/domain/live';
import { type EventStatus } from '@runway-live/domain/schemas';
import { createSessionTokens } from '../../src/auth/sessionTokens';
import { categories, events, looks, products, users, type UserRow } from '../../src/db/schema';
import {
  startLiveServer,
  type LiveServer,
  type StartLiveServerOptions,
} from '../../src/live/socket';
import { createTestApp, type TestApp } from './testApp';

/** The callers of the live socket's authorisation tests. */
export const LIVE_CALLERS = [
  'anonymous',
  'shopper',
  'host',
  'otherDesigner',
  'staff',
  'admin',
] as const;
type UserRole = UserRow['roles'][number];

export type LiveCaller = (typeof LIVE_CALLERS)[number];
export const HOSTS: readonly LiveCaller[] = ['host', 'staff', 'admin'];

export type Show = {
  eventId: string;
  /** Products of the show, in order. */
  productIds: string[];
  /** A look of the show with two of its products. */
  lookId: string;
};

export type LiveHarness = {
  t: TestApp;
  live: LiveServer;
  base: string;
  /** The session token of a caller; null for anonymous. */
  tokenOf: (caller: LiveCaller) => Promise<string | null>;
  idOf: (caller: LiveCaller) => Promise<string>;
  /** A new shopper account (a chat author to restrict), with its token. */
  newShopper: (name: string) => Promise<{ id: string; token: string }>;
  /** A new account with these roles (a staff member: ['member']), with its token. */
  newAccount: (name: string, roles: UserRole[]) => Promise<{ id: string; token: string }>;
  /** A show of the designer of 'host' with four active products and a published look. */
  newShow: (fields?: {
    status?: EventStatus;
    rehearsal?: boolean;
    chatEnabled?: boolean;
    streamUrl?: string;
  }) => Promise<Show>;
  /**
   * A connected socket on /live, closed by `close`; `headers` go with its handshake (an
   * X-Forwarded-For a proxy would add).
   */
  socket: (
    token: string | null,
    viewerId?: string,
    headers?: Record<string, string>,
  ) => Promise<Socket>;
  /** A socket of `caller` that joined the show's room (the ack checked). */
  joined: (caller: LiveCaller, show: Show) => Promise<Socket>;
  close: () => Promise<void>;
};

export async function startLiveHarness(
  options: Partial<StartLiveServerOptions> = {},
  /** The server's settings beside the tests' own (LIVE_CONNECTIONS_PER_IP …). */
  env: Record<string, string> = {},
): Promise<LiveHarness> {
  const t = await createTestApp(env);
  const live = await startLiveServer(t.app, {
    corsOrigins: ['*'],
    redisUrl: undefined,
    ...options,
  });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: Socket[] = [];
  const demo = {
    shopper: 'shopper',
    host: 'designer',
    otherDesigner: 'atelier',
    staff: 'staff',
    admin: 'admin',
  } as const;
  const [category] = await t.database.db
    .select({ id: categories.categoryId })
    .from(categories)
    .limit(1);
  const signer = createSessionTokens(t.config.jwtSecret);

  const harness: LiveHarness = {
    t,
    live,
    base,
    tokenOf: async (caller) => (caller === 'anonymous' ? null : t.tokenOf(demo[caller])),
    idOf: async (caller) => {
      if (caller === 'anonymous') throw new Error('anonymous has no id');
      return t.idOf(demo[caller]);
    },
    newShopper: async (name) => harness.newAccount(name, ['user']),
    newAccount: async (name, roles) => {
      const [row] = await t.database.db
        .insert(users)
        .values({
          email: `${randomUUID()}@viewer.test`,
          fullName: name,
          roles,
          emailVerifiedAt: new Date(),
        })
        .returning();
      const token = await signer.sign({ sub: row!.id, roles: row!.roles, ver: row!.tokenVersion });
      return { id: row!.id, token };
    },
    newShow: async ({
      status = 'live',
      rehearsal = false,
      chatEnabled = true,
      streamUrl = '',
    } = {}) => {
      const { db } = t.database;
      const designerId = await t.idOf('designer');
      const [event] = await db
        .insert(events)
        .values({ designerId, title: 'Live show', status, rehearsal, chatEnabled, streamUrl })
        .returning();
      const [look] = await db
        .insert(looks)
        .values({
          designerId,
          name: 'Garden look',
          status: 'published',
          eventId: event!.id,
          eventPosition: 1,
        })
        .returning();
      const rows = await db
        .insert(products)
        .values(
          [1, 2, 3, 4].map((n) => ({
            designerId,
            eventId: event!.id,
            eventPosition: n,
            lookId: n <= 2 ? look!.id : null,
            lookPosition: n <= 2 ? n : null,
            productCode: `LIVE-${randomUUID()}`,
            productName: `Live product ${n}`,
            // Viewers see active products only (a draft is left out of what rooms are sent).
            status: 'active' as const,
            productPrice: 10 * n,
            categoryId: category!.id,
            images: [`product-${n}.jpg`],
          })),
        )
        .returning({ id: products.id });
      return { eventId: event!.id, productIds: rows.map((row) => row.id), lookId: look!.id };
    },
    socket: async (token, viewerId, headers) => {
      const socket = connect(`${base}${LIVE_NAMESPACE}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnectionDelay: 50,
        reconnectionDelayMax: 200,
        auth: { ...(token ? { token } : {}), ...(viewerId ? { viewerId } : {}) },
        ...(headers ? { extraHeaders: headers } : {}),
      });
      sockets.push(socket);
      unpackBatches(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    joined: async (caller, show) => {
      const socket = await harness.socket(await harness.tokenOf(caller));
      const ack = await send(socket, 'room', { eventId: show.eventId });
      if (!ack.ok) throw new Error(`${caller} could not join: ${JSON.stringify(ack)}`);
      return socket;
    },
    close: async () => {
      for (const socket of sockets) socket.disconnect();
      await live.close();
      await t.close();
    },
  };
  return harness;
}

/**
 * Delivers each event of a `batch` frame to the socket's listeners of that event, in order,
 * as the console's live connection does (decision 0043): a test listens to `message` and
 * hears it whether it came on its own or in a frame.
 */
export function unpackBatches(socket: Socket) {
  socket.on(LIVE_SERVER_EVENTS.batch, (frame: unknown) => {
    for (const entry of unpackLiveBatch(frame)) {
      if (!entry.ok) throw entry.error;
      // A copy, bound to the socket: a `once` listener takes itself off as it runs.
      for (const listener of [...socket.listeners(entry.item.event)]) {
        listener.call(socket, entry.item.payload);
      }
    }
  });
}

/** Emits a client event and answers its acknowledgement. */
export function send<Name extends LiveClientEventName>(
  socket: Socket,
  name: Name,
  payload: LiveClientPayloads[Name] | unknown,
): Promise<LiveAcks[Name]> {
  return socket.timeout(10_000).emitWithAck(name, payload) as Promise<LiveAcks[Name]>;
}

/** The next `name` the socket receives (optionally the next one `accept` takes). */
export function next<Name extends LiveServerEventName>(
  socket: Socket,
  name: Name,
  accept: (payload: LiveServerPayloads[Name]) => boolean = () => true,
): Promise<LiveServerPayloads[Name]> {
  return new Promise((resolve) => {
    const listener = (payload: LiveServerPayloads[Name]) => {
      if (!accept(payload)) return;
      socket.off(name, listener as never);
      resolve(payload);
    };
    socket.on(name, listener as never);
  });
}

/** Everything `name` the socket receives from now on. */
export function collect<Name extends LiveServerEventName>(
  socket: Socket,
  name: Name,
): LiveServerPayloads[Name][] {
  const seen: LiveServerPayloads[Name][] = [];
  socket.on(name, ((payload: LiveServerPayloads[Name]) => seen.push(payload)) as never);
  return seen;
}
