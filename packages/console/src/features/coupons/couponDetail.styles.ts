import { tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

/** The bulk codes' generate form: its fields side by side, wrapping when narrow. */
export const StyledGenerate = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: flex-end;

  > div {
    flex: 1 1 10rem;
    max-width: 14rem;
  }
`;

/** A row of buttons. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
`;
