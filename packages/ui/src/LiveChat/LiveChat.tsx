import { LIVE_MESSAGE_MAX } from '@runway-live/domain';
import { Pin, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { ChatComposer } from './ChatComposer';
import type { LiveChatProps } from './LiveChat.types';
import {
  StyledChat,
  StyledEmpty,
  StyledList,
  StyledLog,
  StyledMessage,
  StyledMessageBody,
  StyledPinned,
  StyledPinnedBody,
  StyledPinnedLabel,
  StyledTitle,
  StyledVisuallyHidden,
} from './LiveChat.styles';
import { MessageMenu } from './MessageMenu';
import { MessageMeta } from './MessageMeta';
import { MessageText } from './MessageText';
import { moderationActions } from './moderationActions';
import { useAnnouncement } from './useAnnouncement';

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
        <ChatComposer onSend={onSend} composer={composer} maxLength={maxLength} error={error} />
      ) : null}
    </StyledChat>
  );
}
