import { formatDateTime } from '@runway-live/domain';
import { formatDuration, intervalToDuration } from 'date-fns';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

/** Where a show stands for its viewers. */
export type LiveStatusPhase = 'upcoming' | 'live' | 'ended' | 'cancelled';

export type LiveStatusProps = {
  phase: LiveStatusPhase;
  /** An upcoming show's announced start, in milliseconds since the epoch (the app parses the instant). */
  startsAt?: number | null;
  /** The zone the start is written in, named beside it; the browser's by default. */
  timeZone?: string;
  /** An ended show's replay: a link to it… */
  replayHref?: string | null;
  /** …or what plays it in place. */
  onWatchReplay?: () => void;
  /** The clock, for stories and tests; `Date.now` by default. */
  now?: () => number;
  className?: string;
};

const StyledStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  color: ${tokens.color.text};
`;

const StyledHeadline = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  font-weight: ${tokens.fontWeight.semibold};
`;

const StyledCountdown = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize[4]};
  font-variant-numeric: tabular-nums;
`;

const StyledReplayLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[4]};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.accent};
  color: ${tokens.color.onAccent};
  font-weight: ${tokens.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    background: ${tokens.color.accentHover};
  }
  ${focusRing}
`;

const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');

/**
 * The time left before a start, as the countdown shows it: '2 d 03:04:05' beyond a day,
 * '03:04:05' within, '04:05' within the hour; and in words for screen readers.
 */
export function countdownText(msLeft: number): { short: string; spoken: string } {
  const left = Math.max(0, Math.ceil(msLeft / 1000)) * 1000;
  const duration = intervalToDuration({ start: 0, end: left });
  const days = (duration.years ?? 0) * 365 + (duration.months ?? 0) * 30 + (duration.days ?? 0);
  const clock = `${duration.hours ? `${pad(duration.hours)}:` : ''}${pad(duration.minutes)}:${pad(duration.seconds)}`;
  const short =
    days > 0
      ? `${days} d ${pad(duration.hours)}:${pad(duration.minutes)}:${pad(duration.seconds)}`
      : clock;
  const spoken =
    formatDuration(
      { days, hours: duration.hours, minutes: duration.minutes, seconds: duration.seconds },
      { format: ['days', 'hours', 'minutes', 'seconds'] },
    ) || '0 seconds';
  return { short, spoken };
}

/** The clock's time, read again every second. */
function useNow(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return time;
}

function Countdown({ startsAt, now }: { startsAt: number; now: () => number }) {
  const time = useNow(now);
  const left = startsAt - time;
  if (left <= 0) return <StyledCountdown>Starting soon</StyledCountdown>;
  const { short, spoken } = countdownText(left);
  // A timer, not a live region: a screen reader would otherwise hear every second.
  return (
    <StyledCountdown role="timer" aria-live="off" aria-label={`Starts in ${spoken}`}>
      <span aria-hidden>Starts in {short}</span>
    </StyledCountdown>
  );
}

/**
 * A show's status for its viewers: upcoming with its start and a countdown, live, ended
 * with the replay offer, or cancelled. The headline is a polite status, so a change
 * (going live, ending) is announced; the countdown is a timer read on demand.
 */
export function LiveStatus({
  phase,
  startsAt = null,
  timeZone,
  replayHref = null,
  onWatchReplay,
  now = Date.now,
  className,
}: LiveStatusProps) {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const start = startsAt === null ? null : formatDateTime(startsAt, zone);
  const headline = {
    upcoming: start === null ? 'Coming soon' : `Starts ${start}`,
    live: 'Live now',
    ended: 'This show has ended.',
    cancelled: 'This show was cancelled.',
  }[phase];
  return (
    <StyledStatus className={className}>
      <StyledHeadline role="status">
        {phase === 'live' ? <StatusBadge status="live" /> : null}
        {phase === 'upcoming' ? <StatusBadge status="upcoming" /> : null}
        <span>{headline}</span>
      </StyledHeadline>
      {phase === 'upcoming' && startsAt !== null ? (
        <Countdown startsAt={startsAt} now={now} />
      ) : null}
      {phase === 'ended' && replayHref ? (
        <StyledReplayLink href={replayHref}>Watch the replay</StyledReplayLink>
      ) : null}
      {phase === 'ended' && !replayHref && onWatchReplay ? (
        <Button size="sm" onClick={onWatchReplay}>
          Watch the replay
        </Button>
      ) : null}
    </StyledStatus>
  );
}
