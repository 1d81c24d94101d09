import { format, isValid, parseISO } from 'date-fns';
import type { LiveChatAuthorRole, LiveChatMessage } from './LiveChat.types';
import { StyledAuthor, StyledMeta, StyledTime } from './LiveChat.styles';

function timeOf(instant: string): string {
  const date = parseISO(instant);
  return isValid(date) ? format(date, 'HH:mm') : '';
}

const ROLE_LABELS: Record<LiveChatAuthorRole, string | null> = {
  host: 'Host',
  moderator: 'Moderator',
  viewer: null,
};

export function MessageMeta({ message }: { message: LiveChatMessage }) {
  const role = ROLE_LABELS[message.authorRole ?? 'viewer'];
  return (
    <StyledMeta>
      <StyledAuthor>{message.authorName}</StyledAuthor>
      {role ? <StyledTime as="span">{role}</StyledTime> : null}
      <StyledTime dateTime={message.createdAt}>{timeOf(message.createdAt)}</StyledTime>
    </StyledMeta>
  );
}
