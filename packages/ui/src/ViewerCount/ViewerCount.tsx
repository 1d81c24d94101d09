import { Eye } from 'lucide-react';
import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type ViewerCountProps = {
  /** Viewers in the room now. */
  count: number;
  /** The locale the figure is written in; the browser's by default. */
  locale?: string;
  className?: string;
};

const StyledCount = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
  font-variant-numeric: tabular-nums;
`;

/** How many watch now: '1,234 watching', '12K watching' from ten thousand. */
export function viewerCountText(count: number, locale?: string): string {
  const figure = new Intl.NumberFormat(locale, {
    notation: count >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(Math.max(0, count));
  return `${figure} watching`;
}

/**
 * The number of viewers watching now. It changes every few seconds, so it is not a live
 * region: it is read when the viewer reaches it.
 */
export function ViewerCount({ count, locale, className }: ViewerCountProps) {
  return (
    <StyledCount className={className}>
      <Eye aria-hidden size={16} />
      <span>{viewerCountText(count, locale)}</span>
    </StyledCount>
  );
}
