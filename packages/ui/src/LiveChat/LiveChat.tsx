import {
  LIVE_MESSAGE_MAX,
  liveMessages,
  liveSlowModeMessage,
  type LiveAuthorRole,
} from '@runway-live/domain';
import { format, isValid, parseISO } from 'date-fns';
import { EllipsisVertical, Pin, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { chatTextSegments } from './chatText';
import {
  StyledAuthor,
  StyledChat,
  StyledComposer,
  StyledComposerRow,
  StyledCounter,
  StyledEmpty,
  StyledError,
  StyledInlineReason,
  StyledList,
  StyledLog,
  StyledMenu,
  StyledMenuItem,
  StyledMenuWrapper,
  StyledMessage,
  StyledMessageBody,
  StyledMeta,
  StyledPinned,
  StyledPinnedBody,
  StyledPinnedLabel,
  StyledReason,
  StyledText,
  StyledTextarea,
  StyledTime,
  StyledTitle,
  StyledVisuallyHidden,
} from './LiveChat.styles';

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
  /** An anonymous viewer: the link leads to the sign-in page. */
  | { kind: 'sign-in'; href: string }
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

/** More new messages than this at once are announced as a count. */
const ANNOUNCE_ONE_BY_ONE = 3;

function timeOf(instant: string): string {
  const date = parseISO(instant);
  return isValid(date) ? format(date, 'HH:mm') : '';
}

function canPostLinks(message: LiveChatMessage): boolean {
  return message.authorRole === 'host' || message.authorRole === 'moderator';
}

/** The message's text: links are anchors only when the host or a moderator wrote them. */
function MessageText({ message }: { message: LiveChatMessage }) {
  if (!canPostLinks(message)) return <StyledText>{message.text}</StyledText>;
  return (
    <StyledText>
      {chatTextSegments(message.text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
            <StyledVisuallyHidden> (opens in a new tab)</StyledVisuallyHidden>
          </a>
        ) : (
          segment.text
        ),
      )}
    </StyledText>
  );
}

const ROLE_LABELS: Record<LiveChatAuthorRole, string | null> = {
  host: 'Host',
  moderator: 'Moderator',
  viewer: null,
};

function MessageMeta({ message }: { message: LiveChatMessage }) {
  const role = ROLE_LABELS[message.authorRole ?? 'viewer'];
  return (
    <StyledMeta>
      <StyledAuthor>{message.authorName}</StyledAuthor>
      {role ? <StyledTime as="span">{role}</StyledTime> : null}
      <StyledTime dateTime={message.createdAt}>{timeOf(message.createdAt)}</StyledTime>
    </StyledMeta>
  );
}

type ModerationAction = {
  key: string;
  label: string;
  danger: boolean;
  /** The message leaves the log: focus goes back to the log, not to a vanished button. */
  removes: boolean;
  run: (message: LiveChatMessage) => void;
};

function moderationActions(
  message: LiveChatMessage,
  own: boolean,
  props: Pick<LiveChatProps, 'onPin' | 'onDelete' | 'onMute' | 'onShadowMute' | 'onBlock'>,
): ModerationAction[] {
  const name = message.authorName;
  // Muting and blocking aim at a viewer, never at oneself or the show's own people.
  const aimsAtViewer = !own && (message.authorRole ?? 'viewer') === 'viewer';
  const actions: (ModerationAction | null)[] = [
    props.onPin
      ? { key: 'pin', label: 'Pin message', danger: false, removes: false, run: props.onPin }
      : null,
    props.onDelete
      ? { key: 'delete', label: 'Delete message', danger: true, removes: true, run: props.onDelete }
      : null,
    aimsAtViewer && props.onMute
      ? { key: 'mute', label: `Mute ${name}`, danger: false, removes: false, run: props.onMute }
      : null,
    aimsAtViewer && props.onShadowMute
      ? {
          key: 'shadow-mute',
          label: `Shadow-mute ${name}`,
          danger: false,
          removes: false,
          run: props.onShadowMute,
        }
      : null,
    aimsAtViewer && props.onBlock
      ? { key: 'block', label: `Block ${name}`, danger: true, removes: false, run: props.onBlock }
      : null,
  ];
  return actions.filter((action): action is ModerationAction => action !== null);
}

/** A menu button (WAI-ARIA menu pattern): arrows move, Escape and Tab close. */
function MessageMenu({
  message,
  actions,
  onRemoved,
}: {
  message: LiveChatMessage;
  actions: ModerationAction[];
  onRemoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef(0);

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen.current]?.focus();
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const move = (from: number, step: number) => {
    const next = (from + step + actions.length) % actions.length;
    itemRefs.current[next]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = itemRefs.current.findIndex((item) => item === document.activeElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index, 1),
      ArrowUp: () => move(index, -1),
      Home: () => itemRefs.current[0]?.focus(),
      End: () => itemRefs.current[actions.length - 1]?.focus(),
      Escape: () => close(true),
    };
    const handler = keys[event.key];
    if (handler) {
      event.preventDefault();
      handler();
    }
  };

  return (
    <StyledMenuWrapper
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <IconButton
        ref={buttonRef}
        size="sm"
        label={`Moderate ${message.authorName}'s message`}
        icon={<EllipsisVertical aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
          }
        }}
      />
      {open ? (
        <StyledMenu
          id={menuId}
          role="menu"
          aria-label={`Moderate ${message.authorName}'s message`}
          onKeyDown={onMenuKeyDown}
        >
          {actions.map((action, index) => (
            <li key={action.key} role="none">
              <StyledMenuItem
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={action.danger}
                onClick={() => {
                  close(!action.removes);
                  if (action.removes) onRemoved();
                  action.run(message);
                }}
              >
                {action.label}
              </StyledMenuItem>
            </li>
          ))}
        </StyledMenu>
      ) : null}
    </StyledMenuWrapper>
  );
}

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
function useAnnouncement(
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

function Composer({
  onSend,
  composer,
  maxLength,
  error,
}: {
  onSend: NonNullable<LiveChatProps['onSend']>;
  composer: LiveChatComposerState;
  maxLength: number;
  error?: string | null;
}) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const reasonId = useId();
  const errorId = useId();

  // The words are the live protocol's refusals, so the panel and the server say the same.
  if (composer.kind === 'off') return <StyledReason>{liveMessages.chatDisabled}</StyledReason>;
  if (composer.kind === 'ended') return <StyledReason>{liveMessages.chatEnded}</StyledReason>;
  if (composer.kind === 'muted') return <StyledReason>{liveMessages.muted}</StyledReason>;
  if (composer.kind === 'blocked') return <StyledReason>{liveMessages.blocked}</StyledReason>;
  if (composer.kind === 'sign-in') {
    return (
      <StyledReason>
        <a href={composer.href}>{liveMessages.signInRequired}</a>
      </StyledReason>
    );
  }

  const waiting = composer.kind === 'slow';
  const send = async () => {
    const text = draft.trim();
    if (!text || waiting || sending) return;
    setSending(true);
    try {
      const result = await onSend(text);
      if (result !== false) setDraft('');
    } finally {
      setSending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const describedBy = [counterId, waiting ? reasonId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <StyledComposer aria-label="Send a message" onSubmit={onSubmit}>
      <label htmlFor={fieldId}>
        <StyledVisuallyHidden>Message</StyledVisuallyHidden>
      </label>
      <StyledTextarea
        id={fieldId}
        rows={2}
        value={draft}
        maxLength={maxLength}
        placeholder="Say something…"
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <StyledComposerRow>
        <StyledCounter id={counterId} $full={draft.length >= maxLength}>
          {draft.length}/{maxLength}
          <StyledVisuallyHidden> characters</StyledVisuallyHidden>
        </StyledCounter>
        {waiting ? (
          <StyledInlineReason id={reasonId}>
            {liveSlowModeMessage(composer.secondsLeft)}
          </StyledInlineReason>
        ) : null}
        <Button
          type="submit"
          size="sm"
          loading={sending}
          aria-disabled={waiting || !draft.trim() || undefined}
        >
          Send
        </Button>
      </StyledComposerRow>
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledComposer>
  );
}

/**
 * The live chat: a log of messages shown as text (links clickable only from the host or a
 * moderator), new messages announced politely, the pinned message above, a composer with
 * a character limit or the reason the viewer cannot post, and moderation menus when the
 * moderation callbacks are given.
 */
export function LiveChat({
  title = 'Live chat',
  messages,
  loading = false,
  ownAuthorId,
  pinned,
  onUnpin,
  onSend,
  composer = { kind: 'open' },
  maxLength = LIVE_MESSAGE_MAX,
  error,
  ...moderation
}: LiveChatProps) {
  const titleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const announcement = useAnnouncement(messages, loading, ownAuthorId);

  // Follows the conversation while the reader is at its end; leaves them be when they scrolled up.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && atBottom.current) log.scrollTop = log.scrollHeight;
  }, [messages]);

  return (
    <StyledChat aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      {pinned ? (
        <StyledPinned aria-label="Pinned message">
          <Pin aria-hidden size={16} />
          <StyledPinnedBody>
            <StyledPinnedLabel>Pinned</StyledPinnedLabel>
            <MessageMeta message={pinned} />
            <MessageText message={pinned} />
          </StyledPinnedBody>
          {onUnpin ? (
            <IconButton
              size="sm"
              label="Unpin message"
              icon={<X aria-hidden />}
              onClick={onUnpin}
            />
          ) : null}
        </StyledPinned>
      ) : null}
      <StyledLog
        ref={logRef}
        role="region"
        aria-label="Chat messages"
        aria-busy={loading || undefined}
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 8;
        }}
      >
        {messages.length === 0 ? (
          <StyledEmpty>{loading ? 'Loading the chat…' : 'No messages yet.'}</StyledEmpty>
        ) : (
          <StyledList>
            {messages.map((message) => {
              const own = ownAuthorId !== undefined && message.authorId === ownAuthorId;
              const actions = moderationActions(message, own, moderation);
              return (
                <StyledMessage key={message.id} $own={own}>
                  <StyledMessageBody>
                    <MessageMeta message={message} />
                    <MessageText message={message} />
                  </StyledMessageBody>
                  {actions.length > 0 ? (
                    <MessageMenu
                      message={message}
                      actions={actions}
                      onRemoved={() => logRef.current?.focus()}
                    />
                  ) : null}
                </StyledMessage>
              );
            })}
          </StyledList>
        )}
      </StyledLog>
      <StyledVisuallyHidden aria-live="polite" aria-atomic="false">
        {announcement}
      </StyledVisuallyHidden>
      {onSend ? (
        <Composer onSend={onSend} composer={composer} maxLength={maxLength} error={error} />
      ) : null}
    </StyledChat>
  );
}
