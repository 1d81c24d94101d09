import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

/** On a wide screen the filters lie in their parent's row, as if unwrapped. */
export const StyledInline = styled.div`
  display: contents;
`;

/** On a phone: the button, then (open) the filters, a column across the row. */
export const StyledFold = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 100%;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

export const StyledToggle = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

export const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};

  &[hidden] {
    display: none;
  }

  /* Each filter takes the row: a phone has no room for two side by side. */
  & > * {
    width: 100%;
  }
`;
