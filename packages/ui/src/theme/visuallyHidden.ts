import { css } from 'styled-components';

/** Hidden from sight, still read by screen readers (e.g. a Spinner's label). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
