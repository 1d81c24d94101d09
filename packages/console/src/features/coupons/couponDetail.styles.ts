import { tokens } from '@runway-live/ui';
import { styled } from 'styled-components';

/** The coupon detail's parts (its rules, uses and codes), one under another. */
export const StyledBlocks = styled.div`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

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
