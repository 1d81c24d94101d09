import { useState } from 'react';
import type { LiveChatMessage } from './LiveChat.types';

/** More new messages than this at once are announced as a count. */
const ANNOUNCE_ONE_BY_ONE = 3;

function announcementOf(fresh: readonly LiveChatMessage[]): string {
  if (fresh.length > ANNOUNCE_ONE_BY_ONE) return `${fresh.length} new messages`;
  return fresh.map((message) => `${message.authorName}: ${message.text}`).join('\n');
}

type Heard = {
  messages: readonly LiveChatMessage[];
  loading: boolean;
  ids: ReadonlySet<string>;
  /** The messages the live region says now. */
  announced: readonly LiveChatMessage[];
};

/**
 * What the polite live region says: the messages that arrived since the last render (not
 * the history, not the viewer's own), derived from the previous props during render. A
 * message deleted for everyone leaves it too, so a screen reader never reads it again.
 */
export function useAnnouncement(
  messages: readonly LiveChatMessage[],
  loading: boolean,
  ownAuthorId: string | undefined,
): string {
  const [heard, setHeard] = useState<Heard>(() => ({
    messages,
    loading,
    ids: new Set(messages.map((message) => message.id)),
    announced: [],
  }));
  if (heard.messages !== messages || heard.loading !== loading) {
    const quiet = loading || heard.loading;
    const ids = new Set(messages.map((message) => message.id));
    const fresh = quiet
      ? []
      : messages.filter(
          (message) => !heard.ids.has(message.id) && message.authorId !== ownAuthorId,
        );
    setHeard({
      messages,
      loading,
      ids,
      announced:
        fresh.length > 0 ? fresh : heard.announced.filter((message) => ids.has(message.id)),
    });
  }
  return heard.announced.length > 0 ? announcementOf(heard.announced) : '';
}
