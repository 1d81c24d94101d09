import {
  type LiveAcks,
  type LiveChatSettings,
  type LivePushedCode,
  type LiveClientEventName,
  type LiveClientPayloads,
  type LiveCounters,
  type LiveErrorAck,
  type LiveMessage,
  type LiveModerationState,
  type LiveProducts,
  type LiveRestrictionKind,
  type LiveStatus,
} from '@runway-live/domain/live';
import type { LiveCodeWindow } from '@runway-live/domain/coupons';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../../api/ApiProvider';
import { historyLoader, useLiveConnection, type LiveConnection } from '../../../api/liveSocket';
import { useToast } from '../../../shared/useToast';
import { tokenAtom } from '../../../state/session';

/** What the room knows, as the server last said it. */
export type RoomState = {
  status: LiveStatus | null;
  products: LiveProducts | null;
  chat: LiveChatSettings | null;
  pinned: LiveMessage | null;
  moderation: LiveModerationState | null;
  counters: LiveCounters | null;
  /** The code pushed to viewers (issue 32), while its window is open. */
  code: LivePushedCode | null;
  messages: LiveMessage[];
};

const EMPTY: RoomState = {
  status: null,
  products: null,
  chat: null,
  pinned: null,
  moderation: null,
  counters: null,
  code: null,
  messages: [],
};

/** The room's state from a connection's server events, kept across reconnections. */
function useRoomState(connection: LiveConnection | null): RoomState {
  const [room, setRoom] = useState<RoomState>(EMPTY);
  useEffect(() => {
    if (!connection) return undefined;
    const set = (patch: Partial<RoomState>) => setRoom((current) => ({ ...current, ...patch }));
    const stops = [
      connection.on('get_status', (status) => set({ status })),
      connection.on('live_products', (products) => set({ products })),
      connection.on('chat_settings', (chat) => set({ chat })),
      connection.on('pinned_message', ({ message }) => set({ pinned: message })),
      connection.on('moderation_state', (moderation) => set({ moderation })),
      connection.on('counters', (counters) => set({ counters })),
      connection.on('live_code', ({ code }) => set({ code })),
      connection.on('message', (message) =>
        setRoom((current) => ({ ...current, messages: [...current.messages, message] })),
      ),
      connection.on('message_deleted', ({ messageId }) =>
        setRoom((current) => ({
          ...current,
          messages: current.messages.filter((message) => message.id !== messageId),
          pinned: current.pinned?.id === messageId ? null : current.pinned,
        })),
      ),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection]);
  return room;
}

/**
 * The control room of one show: the live connection with the console's session token, the
 * room's state, and each host action over the socket. A refusal is toasted with the
 * server's words and returned, so a caller can keep its dialog or draft. `showKeys` are
 * the query keys of the show's kind, read again when the room's status changes.
 */
export function useControlRoom(eventId: string, showKeys: readonly unknown[]) {
  const api = useApi();
  const token = useAtomValue(tokenAtom);
  const toast = useToast();
  const queryClient = useQueryClient();
  const options = useMemo(
    () => ({
      eventId,
      auth: token ? { token } : {},
      loadHistory: historyLoader((path, query) => api.get(path, query, { showsFailure: true })),
    }),
    [api, eventId, token],
  );
  const { connection, state } = useLiveConnection(options);
  const room = useRoomState(connection);

  // The page's own copy of the show (header, status badge) follows the room's status.
  const liveStatus = room.status?.status;
  useEffect(() => {
    if (liveStatus) void queryClient.invalidateQueries({ queryKey: showKeys });
  }, [liveStatus, queryClient, showKeys]);

  /** Sends a host event; a refusal is toasted (and returned) unless the caller shows it. */
  async function send<Name extends LiveClientEventName>(
    name: Name,
    payload: Omit<LiveClientPayloads[Name], 'eventId'>,
    { quiet = false }: { quiet?: boolean } = {},
  ): Promise<LiveAcks[Name]> {
    if (!connection) return { ok: false, code: 'unavailable', message: '' } as LiveAcks[Name];
    const ack = await connection.emit(name, payload);
    if (!ack.ok && !quiet) toast.error(ack.message);
    return ack;
  }

  /** Throws on a refusal: the status dialog stays open. */
  async function changeStatus(status: 'live' | 'ended') {
    const ack = await send('change_status', { status });
    if (!ack.ok) throw new Error(ack.message);
    toast.success(status === 'live' ? 'The show is live' : 'The show has ended');
  }

  async function done(ack: Promise<{ ok: boolean }>, text: string) {
    if ((await ack).ok) toast.success(text);
  }

  return {
    state,
    room,
    connected: state === 'connected' || state === 'reconnected',
    changeStatus,
    push: (productIds: string[]) => void send('push_products', { productIds }),
    soldOut: (productId: string, soldOut: boolean) => void send('sold_out', { productId, soldOut }),
    pinLook: (lookId: string | null) => void send('pin_look', { lookId }),
    /** Pushes a code of the show to viewers for a window (null withdraws it); false if refused. */
    pushCode: async (couponId: string | null, window: LiveCodeWindow = { kind: 'live' }) => {
      const ack = await send('push_code', { couponId, window });
      if (ack.ok) toast.success(couponId ? 'Code pushed to viewers' : 'Code withdrawn');
      return ack.ok;
    },
    chatEnabled: (enabled: boolean) => void send('chat_enabled', { enabled }),
    /** Slow mode and blocked words answer under their field (the refusal is returned). */
    slowMode: (seconds: number) => send('slow_mode', { seconds }, { quiet: true }),
    blockedWords: (words: string[]) => send('blocked_words', { words }, { quiet: true }),
    /** The host's own message: false keeps the draft (the refusal shows under the composer). */
    say: async (text: string): Promise<LiveErrorAck | null> => {
      const ack = await send('new_message', { text }, { quiet: true });
      return ack.ok ? null : ack;
    },
    postAndPin: async (text: string) => {
      const posted = await send('new_message', { text });
      if (posted.ok)
        await done(send('pin_message', { messageId: posted.message.id }), 'Message pinned');
    },
    pinMessage: (messageId: string | null) =>
      void done(
        send('pin_message', { messageId }),
        messageId ? 'Message pinned' : 'Message unpinned',
      ),
    deleteMessage: (messageId: string) =>
      void done(send('delete_message', { messageId }), 'Message deleted for everyone'),
    mute: (userId: string, name: string) =>
      void done(send('mute_user', { userId, muted: true }), `${name} is muted in this show`),
    block: (userId: string, name: string) =>
      void done(
        send('block_user', { userId, blocked: true }),
        `${name} is blocked from your shows’ chats`,
      ),
    shadowMute: (userId: string, name: string) =>
      void done(
        send('shadow_mute', { userId, shadowMuted: true }),
        `${name} is shadow-muted: only they see their messages`,
      ),
    /** Lifts a restriction the moderation state lists. */
    lift: (userId: string, kind: LiveRestrictionKind) =>
      void done(
        kind === 'mute'
          ? send('mute_user', { userId, muted: false })
          : kind === 'block'
            ? send('block_user', { userId, blocked: false })
            : send('shadow_mute', { userId, shadowMuted: false }),
        'Restriction lifted',
      ),
  };
}
