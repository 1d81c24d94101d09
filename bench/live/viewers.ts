// A load generator of bench/live, in its own process (forked by generator.ts): socket.io
// viewers of one event's room, as the player connects them (websocket, anonymous with a
// viewer id), each recording when every measured `message` reached it, on its own or in a
// room's coalesced `batch` frame.
//
// BENCH_CLIENT picks the viewer: `wire` (the default) speaks the socket.io protocol on a
// bare `ws` socket (engine.io v4 frames: open, ping/pong, namespace connect, events and
// acks) and finds a message's sequence number in the frame's text without decoding it;
// `socket.io-client` is the library the player uses. The library costs about 20 µs of CPU
// per delivery, 40 ms per message at 2 000 viewers, which on this two-core machine the
// servers measured would have to share with it; the wire viewer costs a fraction of that.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as SocketIoClient from 'socket.io-client';
import {
  clock,
  seqOf,
  type GeneratorCommand,
  type GeneratorReport,
  type Target,
} from './generator';

// socket.io-client is the server package's (test) dependency.
const requireFromServer = createRequire(
  new URL('../../packages/server/package.json', import.meta.url),
);
const { io } = requireFromServer('socket.io-client') as typeof SocketIoClient;
// ws, the websocket socket.io's client runs on (engine.io-client's dependency).
const requireFromClient = createRequire(
  createRequire(requireFromServer.resolve('socket.io-client')).resolve('engine.io-client'),
);
type WireSocket = {
  on(event: 'open' | 'close', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  send(text: string): void;
  close(): void;
};
const WebSocket = requireFromClient('ws') as new (url: string) => WireSocket;
const CLIENT = process.env.BENCH_CLIENT ?? 'wire';

/** Viewers connecting at once per generator: a crowd arriving, not a single stampede. */
const CONNECTING_AT_ONCE = Number(process.env.BENCH_CONNECTING ?? 20);
const JOIN_TIMEOUT_MS = 30_000;

const send = (report: GeneratorReport) => process.send?.(report);

/** A connected viewer, whichever the client. */
type Viewer = { disconnect: () => void };
let sockets: Viewer[] = [];
let times = new Float64Array(0);
let duplicates = 0;
let cpuAtJoin = process.cpuUsage();
/** The server events the viewers received after joining, by name (wire viewers only). */
let events: Record<string, number> = {};
let counting = false;
const EVENT_NAME = /^42\/live,\["([^"]+)"/;

/** The measured message's sequence number in a `message` frame's text. */
const WIRE_MESSAGE = '42/live,["message",';
const WIRE_TEXT = /"text":"bench (\d+)"/;
/** A room's coalesced frame (decision 0043): every message in it counts, in order. */
const WIRE_BATCH = '42/live,["batch",';
const WIRE_TEXTS = /"text":"bench (\d+)"/g;

/**
 * One viewer on the wire, as socket.io-client would speak it over websocket: engine.io's
 * open packet (0), ping (2) → pong (3), the /live namespace's connect (40) with the auth,
 * `room` with an ack id (421), its ack (431) or a `get_status` (42) as the join.
 */
function joinWireViewer(target: Target, index: number, onSeq: (seq: number) => void) {
  const url = `${target.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
  const socket = new WebSocket(url);
  sockets[index] = { disconnect: () => socket.close() };
  return new Promise<void>((resolve, reject) => {
    let joined = false;
    const timer = setTimeout(() => reject(new Error('no answer to room')), JOIN_TIMEOUT_MS);
    const join = () => {
      if (joined) return;
      joined = true;
      clearTimeout(timer);
      resolve();
    };
    socket.on('message', (data) => {
      const frame = data.toString();
      if (counting) {
        const name = EVENT_NAME.exec(frame)?.[1];
        if (name) events[name] = (events[name] ?? 0) + 1;
      }
      if (frame.startsWith(WIRE_MESSAGE)) {
        const match = WIRE_TEXT.exec(frame);
        if (match) onSeq(Number(match[1]));
      } else if (frame.startsWith(WIRE_BATCH)) {
        for (const match of frame.matchAll(WIRE_TEXTS)) onSeq(Number(match[1]));
      } else if (frame === '2') socket.send('3');
      else if (frame.startsWith('0')) {
        socket.send(`40/live,${JSON.stringify({ viewerId: randomUUID() })}`);
      } else if (frame.startsWith('40/live,')) {
        socket.send(`42/live,1${JSON.stringify(['room', { eventId: target.eventId }])}`);
      } else if (frame.startsWith('43/live,1[') || frame.startsWith('42/live,["get_status"')) {
        join();
      } else if (frame.startsWith('44/live,')) {
        clearTimeout(timer);
        reject(new Error(`connect refused: ${frame.slice(8)}`));
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** One viewer: connected, in the room (its `room` acknowledged or its status received). */
function joinViewer(target: Target, index: number, onSeq: (seq: number) => void) {
  if (CLIENT === 'wire') return joinWireViewer(target, index, onSeq);
  const socket = io(`${target.origin}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { viewerId: randomUUID() },
  });
  sockets[index] = socket;
  socket.on('message', (payload: unknown) => {
    const seq = seqOf(payload);
    if (seq !== null) onSeq(seq);
  });
  socket.on('batch', (frame: { events?: { event: string; payload: unknown }[] }) => {
    for (const item of frame?.events ?? []) {
      const seq = item.event === 'message' ? seqOf(item.payload) : null;
      if (seq !== null) onSeq(seq);
    }
  });
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to room')), JOIN_TIMEOUT_MS);
    const joined = () => {
      clearTimeout(timer);
      resolve();
    };
    socket.once('connect', () => {
      socket.once('get_status', joined);
      socket.emit('room', { eventId: target.eventId }, joined);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function connect(target: Target, viewers: number): Promise<void> {
  const { messages } = target;
  times = new Float64Array(viewers * messages).fill(NaN);
  duplicates = 0;
  events = {};
  counting = false;
  sockets = new Array(viewers);
  let missing = viewers * messages;
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < viewers) {
      const index = next;
      next += 1;
      const onSeq = (seq: number) => {
        const at = clock();
        if (seq < 0 || seq >= messages) return;
        const slot = index * messages + seq;
        if (!Number.isNaN(times[slot]!)) {
          duplicates += 1;
          return;
        }
        times[slot] = at;
        missing -= 1;
        if (missing === 0) send({ type: 'complete' });
      };
      try {
        await joinViewer(target, index, onSeq);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTING_AT_ONCE }, worker));
  cpuAtJoin = process.cpuUsage();
  counting = true;
  send({ type: 'joined', viewers: viewers - failures.length, failures: failures.slice(0, 5) });
}

process.on('message', (command: GeneratorCommand) => {
  switch (command.type) {
    case 'connect':
      void connect(command.target, command.viewers);
      break;
    case 'collect':
      {
        const cpu = process.cpuUsage(cpuAtJoin);
        send({ type: 'received', times, duplicates, cpuMicros: cpu.user + cpu.system, events });
      }
      break;
    case 'disconnect':
      for (const socket of sockets) socket?.disconnect();
      sockets = [];
      send({ type: 'disconnected' });
      break;
  }
});
// The bench going away must not leave viewers behind.
process.on('disconnect', () => process.exit(0));
send({ type: 'started' });
