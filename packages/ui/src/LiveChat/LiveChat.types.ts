import type { LiveAuthorRole } from '@runway-live/domain';

/** Who wrote a message: the show's host and moderators may post links. */
export type LiveChatAuthorRole = LiveAuthorRole;

export type LiveChatMessage = {
  id: string;
  authorId: string;
  authorName: string;
  /** What was written, shown as text whatever it holds. */
  text: string;
  /** When it was sent: a UTC instant (ISO 8601). */
  createdAt: string;
  /** 'viewer' when left out. */
  authorRole?: LiveChatAuthorRole;
};

/** Whether the viewer may post, and if not, why. */
export type LiveChatComposerState =
  | { kind: 'open' }
  /** The host turned the chat off. */
  | { kind: 'off' }
  /** The show is over: its chat is closed for good. */
  | { kind: 'ended' }
  /**
   * An anonymous viewer: `onSignIn` opens the page's own sign-in (a dialog that keeps the
   * show playing); without it, the link leads to the sign-in page at `href`.
   */
  | { kind: 'sign-in'; href?: string; onSignIn?: () => void }
  /** Slow mode: the viewer posted a moment ago. */
  | { kind: 'slow'; secondsLeft: number }
  /** The host muted this viewer in this show. */
  | { kind: 'muted' }
  /** The host blocked this viewer from the designer's shows. */
  | { kind: 'blocked' };

export type LiveChatProps = {
  /** The panel's heading. */
  title?: string;
  /** Oldest first. */
  messages: readonly LiveChatMessage[];
  /** While the history loads nothing is announced, and what it brings is not news. */
  loading?: boolean;
  /** The viewer's own id: their messages are marked and not announced back to them. */
  ownAuthorId?: string;
  /** The message the host pinned above the log. */
  pinned?: LiveChatMessage | null;
  /** Given, the pinned message offers an Unpin button. */
  onUnpin?: () => void;
  /**
   * Sends a message (trimmed, never empty). Leave out for a read-only log. The draft is
   * cleared unless the call returns or resolves to `false` (the server refused it).
   */
  onSend?: (text: string) => void | boolean | Promise<void | boolean>;
  /** Whether the viewer may post; 'open' when left out. */
  composer?: LiveChatComposerState;
  /** The longest message, in characters: the protocol's LIVE_MESSAGE_MAX when left out. */
  maxLength?: number;
  /** Why the last message was refused (shown under the composer). */
  error?: string | null;
  /** Moderation: each action is offered only when its callback is given. */
  onPin?: (message: LiveChatMessage) => void;
  onDelete?: (message: LiveChatMessage) => void;
  onMute?: (message: LiveChatMessage) => void;
  onShadowMute?: (message: LiveChatMessage) => void;
  onBlock?: (message: LiveChatMessage) => void;
};
