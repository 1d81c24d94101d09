import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { sectionTitleStyles } from '../theme/typography';

export const StyledDiff = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

export const StyledHeading = styled.h2`
  ${sectionTitleStyles}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSize[2]};

  th,
  td {
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border-bottom: 1px solid ${tokens.color.border};
    text-align: left;
    vertical-align: top;
  }

  th[scope='col'] {
    color: ${tokens.color.textMuted};
    font-weight: 600;
  }

  th[scope='row'] {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A value as it was (struck through) or as it became. */
export const StyledValue = styled.code<{ $side: 'before' | 'after' }>`
  display: block;
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border-radius: ${tokens.radius[1]};
  font-family: ${tokens.font.mono};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ $side }) =>
    $side === 'before' ? tokens.color.dangerSubtle : tokens.color.successSubtle};
  color: ${tokens.color.text};
`;

export const StyledAbsent = styled.span`
  color: ${tokens.color.textMuted};
`;
