import { css } from 'styled-components';
import { tokens } from './tokens';

/** The one focus ring: shown for keyboard focus only, never removed. */
export const focusRing = css`
  &:focus-visible {
    outline: ${tokens.borderWidth[2]} solid ${tokens.color.focus};
    outline-offset: ${tokens.size.focusOffset};
  }
`;
