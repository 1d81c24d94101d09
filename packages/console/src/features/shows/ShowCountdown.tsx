import { parseInstant } from '@runway-live/domain/schemas';
import { tokens } from '@runway-live/ui';
import { useNow } from '../../shared/useNow';
import { styled } from 'styled-components';
import { countdownText } from './showText';

const StyledCountdown = styled.p<{ $compact: boolean }>`
  margin: ${({ $compact }) => ($compact ? '0' : `0 0 ${tokens.space[3]}`)};
  font-size: ${({ $compact }) => ($compact ? tokens.fontSize[1] : tokens.fontSize[4])};
  font-weight: ${tokens.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

/**
 * How long until a show that has not started yet starts (the header's badge says where it
 * stands); 'No start time yet' while it has none.
 */
export function ShowCountdown({
  scheduledAt,
  compact = false,
}: {
  scheduledAt: string | null;
  /** A line of a list (the dashboard's next shows) rather than the show page's figure. */
  compact?: boolean;
}) {
  const start = scheduledAt ? parseInstant(scheduledAt) : null;
  const now = useNow(Date.now, start !== null);
  if (!start) return <StyledCountdown $compact={compact}>No start time yet</StyledCountdown>;
  // Read once a minute by screen readers would be noise: the text is not live.
  return (
    <StyledCountdown $compact={compact}>
      <time dateTime={scheduledAt ?? undefined}>{countdownText(start.getTime(), now)}</time>
    </StyledCountdown>
  );
}
