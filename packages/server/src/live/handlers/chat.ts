import { v7 as uuidv7 } from 'uuid';
import { LIVE_SERVER_EVENTS as S } from '@runway-live/domain/live';
import { createGroupCommit } from '../groupCommit';
import type { LiveLayers } from '../layers';
import {
  CHAT_BATCH_MAX,
  createChatStore,
  type ChatPost,
  type PostedMessage,
} from '../rooms/chatPosting';
import { authorRoom, eventRoom } from '../socketRooms';
import type { LiveKit } from './kit';

export type ChatPoster = (post: Omit<ChatPost, 'id'>) => Promise<PostedMessage>;

/** The group commit's transactions at once: a few, well under the pool's connections. */
const CHAT_BATCHES_AT_ONCE = 4;

/**
 * `new_message`'s store and broadcast: stored first, then sent to the room (a shadow-muted
 * author's to their own sockets), then acknowledged. With group commit on (decision 0042)
 * the messages of one window are stored by one insert and sent in arrival order after it
 * commits (and after every earlier batch's); off, each is stored alone.
 */
export function createChatPoster(
  kit: LiveKit,
  layers: LiveLayers,
  groupCommit: { on: boolean; windowMs: number },
): ChatPoster {
  const { ctx, emitTo, counters } = kit;
  const store = createChatStore(ctx, layers);
  const publish = ({ eventId }: ChatPost, { message, shadow }: PostedMessage) => {
    emitTo(shadow ? authorRoom(eventId, message.userId) : eventRoom(eventId), S.message, message);
    if (!shadow) counters.touch(eventId);
  };
  if (groupCommit.on) {
    const commit = createGroupCommit({
      windowMs: groupCommit.windowMs,
      maxBatch: CHAT_BATCH_MAX,
      concurrency: CHAT_BATCHES_AT_ONCE,
      store: store.post,
      publish,
    });
    return (post) => commit.submit({ ...post, id: uuidv7() });
  }
  return async (arrived) => {
    const post = { ...arrived, id: uuidv7() };
    const [outcome] = await store.post([post]);
    if (!outcome!.ok) throw outcome!.error;
    publish(post, outcome!.value);
    return outcome!.value;
  };
}
