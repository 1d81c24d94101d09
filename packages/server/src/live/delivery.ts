import type { Namespace, Socket } from 'socket.io';
import {
  LIVE_SERVER_EVENTS as S,
  isBatchedEvent,
  type LiveBatchItem,
  type LiveServerEventName,
  type LiveServerPayloads,
} from '@runway-live/domain/live';

/**
 * How the live rooms' broadcasts reach the sockets (decision 0043): every `emitTo` of the
 * live server goes through here, whoever calls it (the host's messages, the counters, the
 * products, the web events' rooms).
 *
 * - **Coalesced.** With `coalesceMs` > 0, a room's `message`, `counters` and `live_products`
 *   (LIVE_BATCHED_EVENTS) wait at most `coalesceMs` from the first of them and go out
 *   together as one `batch` frame, in the order they were sent: one write per viewer per
 *   window instead of one per event. A window that caught one event sends it as itself. Any
 *   other event to the room sends the pending frame first, so nothing overtakes it. With 0,
 *   every event goes out when it is sent (the per-event emits of before).
 * - **A viewer who cannot keep up is dropped.** Before a room is sent anything, this
 *   process's sockets in it whose send buffer holds `sendBufferMax` frames or more (the
 *   transport did not take them: the client is not reading) are disconnected, their waiting
 *   frames discarded: the room never waits for them, and their client reconnects and loads
 *   the chat history after the last message it saw (the console's and the player's live
 *   connection do; socket.io's recovery is not offered to a socket the server dropped).
 */
export type RoomDelivery = ReturnType<typeof createRoomDelivery>;

/** What the delivery reads of a socket's engine.io connection (engine.io keeps it private). */
type EngineConnection = { writeBuffer?: unknown[]; close: (discard?: boolean) => void };

export function createRoomDelivery(
  live: Namespace,
  options: {
    /** The window, in ms; 0 sends every event at once. */
    coalesceMs: number;
    /** The frames a socket's send buffer may hold before it is dropped. */
    sendBufferMax: number;
    /** Told of every socket dropped (logged by the server). */
    onDropped?: (socket: Socket, waiting: number) => void;
  },
) {
  const pending = new Map<
    string,
    { items: LiveBatchItem[]; timer: ReturnType<typeof setTimeout> }
  >();

  /** This process's sockets in `room` that left `sendBufferMax` frames unsent, dropped. */
  function dropSlowViewers(room: string) {
    const ids = live.adapter.rooms.get(room);
    if (!ids) return;
    for (const id of [...ids]) {
      const socket = live.sockets.get(id);
      if (!socket) continue;
      const conn = socket.conn as unknown as EngineConnection;
      const waiting = conn.writeBuffer?.length ?? 0;
      if (waiting < options.sendBufferMax) continue;
      options.onDropped?.(socket, waiting);
      // Out of its rooms at once (not kept for recovery: its client reloads the history),
      // and what waits in its buffer thrown away rather than written after.
      socket.disconnect(true);
      conn.close(true);
    }
  }

  function send(room: string, name: string, payload: unknown) {
    dropSlowViewers(room);
    live.to(room).emit(name, payload);
  }

  function flush(room: string) {
    const frame = pending.get(room);
    if (!frame) return;
    pending.delete(room);
    clearTimeout(frame.timer);
    const [only] = frame.items;
    if (frame.items.length === 1 && only) send(room, only.event, only.payload);
    else send(room, S.batch, { events: frame.items });
  }

  function emitTo<Name extends LiveServerEventName>(
    room: string,
    name: Name,
    payload: LiveServerPayloads[Name],
  ) {
    if (options.coalesceMs > 0 && isBatchedEvent(name)) {
      const item = { event: name, payload } as LiveBatchItem;
      const frame = pending.get(room);
      if (frame) frame.items.push(item);
      else {
        pending.set(room, {
          items: [item],
          timer: setTimeout(() => flush(room), options.coalesceMs),
        });
      }
      return;
    }
    flush(room);
    send(room, name, payload);
  }

  return {
    emitTo,
    /** Sends every pending frame now (the server closing). */
    flushAll: () => [...pending.keys()].forEach(flush),
  };
}
