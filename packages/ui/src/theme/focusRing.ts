import { css } from 'styled-components';
import { tokens } from './tokens';

/**
 * The ring itself, for an element that draws the focus of another (a label drawing its
 * hidden radio's, a zone drawing its hidden file input's).
 */
export const focusRingStyles = css`
  outline: ${tokens.borderWidth[2]} solid ${tokens.color.focus};
  outline-offset: ${tokens.size.focusOffset};
`;

/**
 * The one focus ring of buttons, links and fields: shown for keyboard focus only, never
 * removed.
 */
export const focusRing = css`
  &:focus-visible {
    ${focusRingStyles}
  }
`;
