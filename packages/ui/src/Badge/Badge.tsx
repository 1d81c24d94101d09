import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, { text: string; background: string }> = {
  neutral: { text: tokens.color.text, background: tokens.color.surfaceMuted },
  accent: { text: tokens.color.accent, background: tokens.color.accentSubtle },
  success: { text: tokens.color.success, background: tokens.color.successSubtle },
  warning: { text: tokens.color.warning, background: tokens.color.warningSubtle },
  danger: { text: tokens.color.danger, background: tokens.color.dangerSubtle },
  info: { text: tokens.color.info, background: tokens.color.infoSubtle },
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  /** A leading dot, for states (live, pending…). */
  dot?: boolean;
};

export const StyledBadge = styled.span<{ $tone: BadgeTone; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background: ${({ $tone }) => tones[$tone].background};
  color: ${({ $tone }) => tones[$tone].text};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  line-height: ${tokens.lineHeight.tight};
  white-space: nowrap;

  &::before {
    content: '';
    display: ${({ $dot }) => ($dot ? 'inline-block' : 'none')};
    width: ${tokens.space[2]};
    height: ${tokens.space[2]};
    border-radius: ${tokens.radius.round};
    background: currentColor;
  }
`;

/** A short label on a row or a card (a count, a category, a state). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', dot = false, ...rest },
  ref,
) {
  return <StyledBadge ref={ref} $tone={tone} $dot={dot} {...rest} />;
});
