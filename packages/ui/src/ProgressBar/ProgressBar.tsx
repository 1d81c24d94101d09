import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type ProgressBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Percent done, 0-100; values outside are clamped. */
  value: number;
  /** The accessible name, e.g. 'Registration progress'. */
  label: string;
  /** The register wizard hides its bar until there is progress (spec 4); true shows it at 0. */
  showAtZero?: boolean;
};

const StyledTrack = styled.div`
  width: ${tokens.size.field};
  height: ${tokens.size.progress};
  overflow: hidden;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
`;

const StyledFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${tokens.color.accent};
  transition: width ${tokens.motion.slow} ${tokens.motion.easing};
`;

/** Clamps to 0-100 and treats anything that is not a number as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** A determinate bar (the register wizard's step / count as a percentage). */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { value, label, showAtZero = false, ...rest },
  ref,
) {
  const percent = clampPercent(value);
  if (percent === 0 && !showAtZero) return null;
  return (
    <StyledTrack
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      {...rest}
    >
      <StyledFill style={{ width: `${percent}%` }} />
    </StyledTrack>
  );
});
