import { styled } from 'styled-components';
import { StyledLabel } from '../Field/Field.styles';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';

export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

export const StyledLegend = styled.legend`
  margin-bottom: ${tokens.space[1]};
  padding: 0;
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.medium};
`;

export const StyledParts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr);
  gap: ${tokens.space[3]};

  /* A phone's date input needs the whole row to show its day, month and year. */
  @media ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const StyledPart = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

export const StyledPartLabel = styled(StyledLabel)`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledReading = styled.output`
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  font-variant-numeric: tabular-nums;
`;
