import { styled } from 'styled-components';
import { Dialog } from '../Dialog/Dialog';
import { tokens } from '../theme/tokens';

/** The popup's size, fixed by spec 2.12 and 9 (350 × 525 px), narrower on small screens. */
export const StyledAddressDialog = styled(Dialog)`
  width: min(350px, calc(100vw - ${tokens.space[4]}));
  height: min(525px, calc(100vh - ${tokens.space[4]}));
  padding: ${tokens.space[5]};

  &[open] {
    gap: ${tokens.space[3]};
  }

  & > div:first-of-type {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
  }
`;

export const StyledHeading = styled.h3`
  margin: 0 0 ${tokens.space[1]};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.semibold};
  color: ${tokens.color.textMuted};
`;

export const StyledEntered = styled.p`
  margin: 0 0 ${tokens.space[4]};
  font-size: ${tokens.fontSize[2]};
`;

export const StyledCandidates = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};

  legend {
    padding: 0;
    margin-bottom: ${tokens.space[2]};
    font-size: ${tokens.fontSize[2]};
    font-weight: ${tokens.fontWeight.semibold};
    color: ${tokens.color.textMuted};
  }
`;

export const StyledProblem = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[2]};
`;
