import { css } from 'styled-components';
import { tokens } from './tokens';

/**
 * The one title style of the console: a page's title (PageHeader) and a card's (Card)
 * read as the same voice, so no screen invents a third.
 */
export const titleStyles = css`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[6]};
  font-weight: ${tokens.fontWeight.semibold};
  line-height: ${tokens.lineHeight.tight};
  /* A word longer than the line breaks; every other word wraps whole (never 'anywhere',
     which lets a squeezed title break mid-word). */
  overflow-wrap: break-word;
`;

/**
 * The title of a part inside a card or a dialog (a money summary, a timeline, a dialog's
 * title, a calendar's month): a step below `titleStyles`, in the same voice.
 */
export const sectionTitleStyles = css`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[5]};
  font-weight: ${tokens.fontWeight.semibold};
  line-height: ${tokens.lineHeight.tight};
`;
