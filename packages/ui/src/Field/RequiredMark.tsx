import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

const StyledMark = styled.span`
  margin-left: ${tokens.space[1]};
  color: ${tokens.color.danger};
`;

const StyledSpoken = styled.span`
  ${visuallyHidden}
`;

export type RequiredMarkProps = {
  /**
   * Also says "required" to screen readers. Leave off where the control itself carries
   * `required` or `aria-required` (inputs, selects); set it for a group's legend, which
   * cannot.
   */
  announce?: boolean;
};

/** The one mark of a required field: an asterisk for the eye. */
export function RequiredMark({ announce = false }: RequiredMarkProps) {
  return (
    <>
      <StyledMark aria-hidden>*</StyledMark>
      {announce ? <StyledSpoken> (required)</StyledSpoken> : null}
    </>
  );
}
