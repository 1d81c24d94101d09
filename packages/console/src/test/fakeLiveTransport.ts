import type { LiveTransport } from '../api/liveSocket';

type Listener = (...args: never[]) => void;
type Emitted = { name: string; payload: unknown; ack?: (answer: unknown) => void };

/**
 * A socket.io client socket without a network, for the live tests: it records what the
 * client emits, answers acknowledgements through `answer`, and plays the server's side
 * (`serverEmit`, `drop`, `restore` with or without connection state recovery).
 */
export class FakeLiveTransport implements LiveTransport {
  connected = false;
  recovered = false;
  readonly emitted: Emitted[] = [];
  /**
   * The server's acknowledgement of each client event (undefined leaves the call
   * unanswered); by default a host's join and `{ ok: true }` for the rest.
   */
  answer: (name: string, payload: unknown) => unknown = (name, payload) =>
    name === 'room'
      ? {
          ok: true,
          eventId: (payload as { eventId: string }).eventId,
          role: 'host',
          chat: 'allowed',
        }
      : { ok: true };
  /** Whether `connect()` connects at once (a real socket would after a round trip). */
  autoConnect = true;
  disconnects = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(name: string, ...args: unknown[]) {
    const [payload, ack] = args as [unknown, ((answer: unknown) => void) | undefined];
    this.emitted.push({ name, payload, ack });
    if (ack) {
      const answer = this.answer(name, payload);
      if (answer !== undefined) ack(answer);
    }
    return this;
  }

  connect() {
    if (this.autoConnect && !this.connected) this.serverConnect(false);
    return this;
  }

  disconnect() {
    this.disconnects += 1;
    if (!this.connected) return this;
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The names the client emitted, in order. */
  names(): string[] {
    return this.emitted.map((entry) => entry.name);
  }

  /** Whether the client listens for `event` yet (its listeners attach in an effect). */
  listens(event: string): boolean {
    return (this.listeners.get(event)?.size ?? 0) > 0;
  }

  /** The server sends an event to this socket. */
  serverEmit(name: string, payload: unknown) {
    this.fire(name, payload);
  }

  /** The network drops: socket.io reports a transport close. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** socket.io reconnects, with every missed packet replayed (`recovered`) or not. */
  restore({ recovered }: { recovered: boolean }) {
    this.serverConnect(recovered);
  }

  /** The handshake fails (the server is unreachable). */
  fail() {
    this.fire('connect_error', new Error('xhr poll error'));
  }

  private serverConnect(recovered: boolean) {
    this.connected = true;
    this.recovered = recovered;
    this.fire('connect');
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }
}
