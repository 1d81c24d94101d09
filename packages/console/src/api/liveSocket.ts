import { apiPath, API_ROUTES } from '@runway-live/domain/api';
import {
  LIVE_CLIENT_EVENTS,
  LIVE_NAMESPACE,
  LIVE_SERVER_EVENTS,
  liveHistoryResponseSchema,
  liveMessages,
  liveProtocol,
  unpackLiveBatch,
  type LiveAcks,
  type LiveClientEventName,
  type LiveClientPayloads,
  type LiveErrorAck,
  type LiveHandshakeAuth,
  type LiveMessage,
  type LiveServerEventName,
  type LiveServerPayloads,
} from '@runway-live/domain/live';
import { type EventStatus } from '@runway-live/domain/schemas';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { io } from 'socket.io-client';
import type * as z from 'zod';

/**
 * The live socket's client (namespace /live, API.md "Live"), shared by the console's control
 * room and the viewer page: one connection per event room, typed emit-with-ack helpers that
 * check the payload with the domain's schema before sending and the acknowledgement after,
 * server events checked the same way, the connection's state for a banner, and the chat
 * history reloaded when socket.io's connection state recovery could not replay what was
 * missed (a viewer the server dropped for not keeping up comes back that way too), and a
 * room's coalesced `batch` frames unpacked into the events they carry. The one-shot helper
 * (join, change the status, leave) serves the events list.
 */

/** Where a live connection stands (the ui's ConnectionBanner shows the same states). */
export type LiveConnectionState = 'connecting' | 'connected' | 'lost' | 'reconnected';

/**
 * What the connection needs of a socket.io client socket, so tests can pass a fake one.
 * `recovered` is socket.io's flag: the last reconnection replayed every missed packet.
 */
export interface LiveTransport {
  readonly connected: boolean;
  readonly recovered: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener?: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Opens the transport for a handshake; the default is socket.io-client on this origin. */
export type LiveTransportFactory = (auth: LiveHandshakeAuth) => LiveTransport;

/** The chat messages after `afterId` (all of the latest page without it), oldest first. */
export type LiveHistoryLoader = (
  eventId: string,
  afterId: string | undefined,
) => Promise<LiveMessage[]>;

/** How long an acknowledgement may take before the call counts as unanswered. */
export const LIVE_ACK_TIMEOUT_MS = 10_000;

/** How long "Reconnected" stays before the state settles back to connected. */
export const LIVE_RECONNECTED_NOTICE_MS = 4_000;

/** socket.io-client on the page's own origin, websocket first (the server allows polling too). */
export const socketIoTransport: LiveTransportFactory = (auth) =>
  io(`${window.location.origin}${LIVE_NAMESPACE}`, { auth, autoConnect: false });

/** A refusal made on this side (bad payload, no answer), shaped as the server's. */
function refusal(code: LiveErrorAck['code'], message: string): LiveErrorAck {
  return { ok: false, code, message };
}

/** The first problem of a payload, naming its field, as the server words it. */
function invalidPayload(error: z.core.$ZodError): LiveErrorAck {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  return refusal('invalid-payload', field ? `${field}: ${issue?.message}` : (issue?.message ?? ''));
}

/**
 * Emits `name` with `payload` checked by its schema first (a bad one is refused here, never
 * sent) and resolves with the acknowledgement checked by its schema (an unexpected one, or
 * none within the timeout, is an 'unavailable' refusal). Never rejects.
 */
export function emitWithAck<Name extends LiveClientEventName>(
  transport: LiveTransport,
  name: Name,
  payload: LiveClientPayloads[Name],
  timeoutMs = LIVE_ACK_TIMEOUT_MS,
): Promise<LiveAcks[Name]> {
  const checked = liveProtocol.clientToServer[name].safeParse(payload);
  if (!checked.success) return Promise.resolve(invalidPayload(checked.error) as LiveAcks[Name]);
  if (!transport.connected) {
    return Promise.resolve(refusal('unavailable', liveMessages.unavailable) as LiveAcks[Name]);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve(refusal('unavailable', liveMessages.unavailable) as LiveAcks[Name]),
      timeoutMs,
    );
    transport.emit(name, payload, (answer: unknown) => {
      clearTimeout(timer);
      const ack = liveProtocol.acks[name].safeParse(answer);
      resolve(
        (ack.success
          ? ack.data
          : refusal('unavailable', liveMessages.unavailable)) as LiveAcks[Name],
      );
    });
  });
}

type ServerListener<Name extends LiveServerEventName> = (payload: LiveServerPayloads[Name]) => void;

export type LiveConnectionOptions = {
  eventId: string;
  auth: LiveHandshakeAuth;
  /** Loads the chat history: on the first join, and after a reconnection that lost packets. */
  loadHistory: LiveHistoryLoader;
  transport?: LiveTransportFactory;
  ackTimeoutMs?: number;
  /** A server event whose payload did not match its schema (it is not delivered). */
  onProtocolError?: (event: string, error: z.core.$ZodError) => void;
};

/**
 * One event room over the live socket. It joins on every connection (the server answers
 * with the status, products, chat settings and pinned message, so a reconnected host finds
 * the room as it was), delivers the chat history on the first join and, when a
 * reconnection was not recovered, the messages after the last one seen; every message,
 * live or loaded, reaches `on('message')` once.
 */
export class LiveConnection {
  readonly eventId: string;
  private readonly transport: LiveTransport;
  private readonly options: LiveConnectionOptions;
  private readonly listeners = new Map<string, Set<(payload: never) => void>>();
  private readonly stateListeners = new Set<(state: LiveConnectionState) => void>();
  private readonly seen = new Set<string>();
  private lastMessageId: string | undefined;
  private everConnected = false;
  private closed = false;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private currentState: LiveConnectionState = 'connecting';
  private joined: Promise<LiveAcks['room']> | null = null;

  constructor(options: LiveConnectionOptions) {
    this.options = options;
    this.eventId = options.eventId;
    this.transport = (options.transport ?? socketIoTransport)(options.auth);
    this.transport.on('connect', this.handleConnect);
    this.transport.on('disconnect', this.handleDisconnect);
    this.transport.on('connect_error', this.handleConnectError);
    for (const name of Object.keys(liveProtocol.serverToClient) as LiveServerEventName[]) {
      this.transport.on(name, (payload: unknown) => this.receive(name, payload));
    }
    this.transport.connect();
  }

  get state(): LiveConnectionState {
    return this.currentState;
  }

  /** The acknowledgement of the latest join (resolves once connected and joined). */
  get room(): Promise<LiveAcks['room']> | null {
    return this.joined;
  }

  /** Listens to a server event's checked payloads; returns the way to stop. */
  on<Name extends LiveServerEventName>(name: Name, listener: ServerListener<Name>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as (payload: never) => void);
    this.listeners.set(name, set);
    return () => set.delete(listener as (payload: never) => void);
  }

  onState(listener: (state: LiveConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Emits a client event of this room (its `eventId` is filled in) and awaits its answer. */
  emit<Name extends LiveClientEventName>(
    name: Name,
    payload: Omit<LiveClientPayloads[Name], 'eventId'>,
  ): Promise<LiveAcks[Name]> {
    return emitWithAck(
      this.transport,
      name,
      { ...payload, eventId: this.eventId } as LiveClientPayloads[Name],
      this.options.ackTimeoutMs,
    );
  }

  /** Leaves the room and closes the socket; nothing is delivered afterwards. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.settleTimer);
    if (this.transport.connected)
      this.transport.emit(LIVE_CLIENT_EVENTS.leave, { eventId: this.eventId });
    this.transport.disconnect();
    this.listeners.clear();
    this.stateListeners.clear();
  }

  private setState(state: LiveConnectionState) {
    if (this.closed || state === this.currentState) return;
    this.currentState = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private readonly handleConnect = () => {
    if (this.closed) return;
    const first = !this.everConnected;
    const recovered = this.transport.recovered;
    this.everConnected = true;
    this.joined = this.emit(LIVE_CLIENT_EVENTS.room, {});
    if (first) {
      this.setState('connected');
      void this.reloadHistory(undefined);
      return;
    }
    // socket.io replayed what was missed, or the history since the last message fills it in.
    if (!recovered) void this.reloadHistory(this.lastMessageId);
    this.setState('reconnected');
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      if (this.currentState === 'reconnected') this.setState('connected');
    }, LIVE_RECONNECTED_NOTICE_MS);
  };

  private readonly handleDisconnect = (reason: string) => {
    if (this.closed) return;
    clearTimeout(this.settleTimer);
    this.setState(this.everConnected ? 'lost' : 'connecting');
    // A server-side disconnect is not retried by socket.io itself: ask again.
    if (reason === 'io server disconnect') this.transport.connect();
  };

  private readonly handleConnectError = () => {
    if (this.closed) return;
    this.setState(this.everConnected ? 'lost' : 'connecting');
  };

  private async reloadHistory(afterId: string | undefined) {
    let messages: LiveMessage[];
    try {
      messages = await this.options.loadHistory(this.eventId, afterId);
    } catch {
      // The chat keeps what it has; the next reconnection tries again.
      return;
    }
    for (const message of messages) this.deliver(LIVE_SERVER_EVENTS.message, message);
  }

  private receive(name: LiveServerEventName, payload: unknown) {
    // A room's coalesced frame (decision 0043): each event in it, in order, as if it had
    // come on its own; an item its schema refuses is reported and the others delivered.
    if (name === LIVE_SERVER_EVENTS.batch) {
      for (const entry of unpackLiveBatch(payload)) {
        if (entry.ok) this.deliver(entry.item.event, entry.item.payload);
        else this.options.onProtocolError?.(entry.event, entry.error);
      }
      return;
    }
    const checked = liveProtocol.serverToClient[name].safeParse(payload);
    if (!checked.success) {
      this.options.onProtocolError?.(name, checked.error);
      return;
    }
    this.deliver(name, checked.data as LiveServerPayloads[typeof name]);
  }

  private deliver<Name extends LiveServerEventName>(name: Name, payload: LiveServerPayloads[Name]) {
    if (this.closed) return;
    if (name === LIVE_SERVER_EVENTS.message) {
      const message = payload as LiveMessage;
      if (message.eventId !== this.eventId || this.seen.has(message.id)) return;
      this.seen.add(message.id);
      this.lastMessageId = message.id;
    }
    for (const listener of this.listeners.get(name) ?? [])
      (listener as ServerListener<Name>)(payload);
  }
}

/**
 * The history loader over an API client's GET (the console's client or the player's):
 * GET /api/v2/events/:id/messages?after=<id>, checked by the domain's response schema.
 */
export function historyLoader(
  get: (path: string, query: Record<string, string>) => Promise<unknown>,
): LiveHistoryLoader {
  return async (eventId, afterId) => {
    const answer = await get(
      apiPath(API_ROUTES.eventMessages, { id: eventId }),
      afterId ? { after: afterId } : {},
    );
    return liveHistoryResponseSchema.parse(answer).data.items;
  };
}

/** The connection a component holds, as an external store React reads. */
class ConnectionHolder {
  private current: { connection: LiveConnection; state: LiveConnectionState } | null = null;
  private readonly subscribers = new Set<() => void>();

  readonly subscribe = (notify: () => void) => {
    this.subscribers.add(notify);
    return () => this.subscribers.delete(notify);
  };

  readonly snapshot = () => this.current;

  open(options: LiveConnectionOptions): () => void {
    const connection = new LiveConnection(options);
    this.set({ connection, state: connection.state });
    const stop = connection.onState((state) => this.set({ connection, state }));
    return () => {
      stop();
      connection.close();
      this.set(null);
    };
  }

  private set(next: { connection: LiveConnection; state: LiveConnectionState } | null) {
    this.current = next;
    for (const notify of this.subscribers) notify();
  }
}

/**
 * A connection to an event's room for as long as the component shows it, with its state;
 * null before it is opened and with null options. Every new options object opens a new
 * connection, so callers memoise it on what names the room and the account.
 */
export function useLiveConnection(options: LiveConnectionOptions | null): {
  connection: LiveConnection | null;
  state: LiveConnectionState;
} {
  const [holder] = useState(() => new ConnectionHolder());
  const current = useSyncExternalStore(holder.subscribe, holder.snapshot, holder.snapshot);
  useEffect(() => (options ? holder.open(options) : undefined), [holder, options]);
  return { connection: current?.connection ?? null, state: current?.state ?? 'connecting' };
}

/**
 * The one-shot mode (spec section 4): connect, join the event's room, send a status change,
 * disconnect. Resolves with the change's acknowledgement (or the join's refusal); never
 * rejects. The console's events list uses it for a quick status change.
 */
export async function sendStatusOnce({
  eventId,
  status,
  auth,
  transport = socketIoTransport,
  timeoutMs = LIVE_ACK_TIMEOUT_MS,
}: {
  eventId: string;
  status: EventStatus;
  auth: LiveHandshakeAuth;
  transport?: LiveTransportFactory;
  timeoutMs?: number;
}): Promise<LiveAcks['change_status']> {
  const socket = transport(auth);
  try {
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      socket.on('connect', () => {
        clearTimeout(timer);
        resolve(true);
      });
      socket.on('connect_error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      socket.connect();
    });
    if (!connected) return refusal('unavailable', liveMessages.unavailable);
    const joined = await emitWithAck(socket, LIVE_CLIENT_EVENTS.room, { eventId }, timeoutMs);
    if (!joined.ok) return joined;
    return await emitWithAck(
      socket,
      LIVE_CLIENT_EVENTS.changeStatus,
      { eventId, status },
      timeoutMs,
    );
  } finally {
    socket.disconnect();
  }
}
