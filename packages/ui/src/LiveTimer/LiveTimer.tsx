import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type LiveTimerProps = {
  /** When the show went live, in milliseconds since the epoch (the app parses the instant). */
  startedAt: number;
  /** What the timer counts, read before the time ('Live for'). */
  label?: string;
  /** The clock, for stories and tests; `Date.now` by default. */
  now?: () => number;
  className?: string;
};

const StyledTimer = styled.p`
  display: inline-flex;
  gap: ${tokens.space[2]};
  align-items: center;
  margin: 0;
  font-size: ${tokens.fontSize[5]};
  font-weight: ${tokens.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledDot = styled.span`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: ${tokens.radius.round};
  background: ${tokens.color.danger};
`;

/** `h:mm:ss` (or `m:ss` under an hour) of a duration; a negative one counts as zero. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** The same duration in ISO 8601 (`PT1H2M3S`) for `<time dateTime>`. */
function isoDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}

/**
 * How long the show has been live, ticking every second. The ticking text is not a live
 * region (a screen reader would hear every second); role timer lets one ask for it.
 */
export function LiveTimer({
  startedAt,
  label = 'Live for',
  now = Date.now,
  className,
}: LiveTimerProps) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const elapsed = time - startedAt;
  return (
    <StyledTimer
      role="timer"
      aria-live="off"
      aria-label={`${label} ${elapsedText(elapsed)}`}
      className={className}
    >
      <StyledDot aria-hidden />
      <span aria-hidden>{label}</span>
      <time aria-hidden dateTime={isoDuration(elapsed)}>
        {elapsedText(elapsed)}
      </time>
    </StyledTimer>
  );
}
