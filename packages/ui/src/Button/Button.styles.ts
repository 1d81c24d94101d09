import { css, styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${tokens.color.accent};
    color: ${tokens.color.onAccent};
    border-color: ${tokens.color.accent};
    &:hover:not(:disabled) {
      background: ${tokens.color.accentHover};
      border-color: ${tokens.color.accentHover};
    }
  `,
  secondary: css`
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    border-color: ${tokens.color.borderStrong};
    &:hover:not(:disabled) {
      background: ${tokens.color.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${tokens.color.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${tokens.color.surfaceHover};
    }
  `,
  /* A quiet action in running text or a help line: accent text in sentence case, no box. */
  link: css`
    background: transparent;
    color: ${tokens.color.accent};
    border-color: transparent;
    padding-inline: ${tokens.space[1]};
    letter-spacing: normal;
    text-transform: none;
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
  danger: css`
    background: ${tokens.color.danger};
    color: ${tokens.color.onDanger};
    border-color: ${tokens.color.danger};
    &:hover:not(:disabled) {
      background: ${tokens.color.dangerHover};
      border-color: ${tokens.color.dangerHover};
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: ${tokens.size.controlSm};
    padding: 0 ${tokens.space[3]};
    font-size: ${tokens.fontSize[1]};
  `,
  md: css`
    min-height: ${tokens.size.controlMd};
    padding: 0 ${tokens.space[5]};
    font-size: ${tokens.fontSize[2]};
  `,
  lg: css`
    min-height: ${tokens.size.controlLg};
    padding: 0 ${tokens.space[6]};
    font-size: ${tokens.fontSize[3]};
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${tokens.borderWidth[1]} solid;
  border-radius: ${tokens.radius[1]};
  font-family: ${tokens.font.body};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
  /* A link drawn as a button (a page action with href) keeps the button's look. */
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${tokens.motion.fast} ${tokens.motion.easing},
    border-color ${tokens.motion.fast} ${tokens.motion.easing};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: ${tokens.opacity.disabled};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
