import type { LiveChatMessage } from './LiveChat.types';
import { StyledText, StyledVisuallyHidden } from './LiveChat.styles';
import { chatTextSegments } from './chatText';

function canPostLinks(message: LiveChatMessage): boolean {
  return message.authorRole === 'host' || message.authorRole === 'moderator';
}

/** The message's text: links are anchors only when the host or a moderator wrote them. */
export function MessageText({ message }: { message: LiveChatMessage }) {
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
