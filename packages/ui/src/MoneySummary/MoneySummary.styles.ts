import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { sectionTitleStyles } from '../theme/typography';

export const StyledSummary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

export const StyledHeading = styled.h2`
  ${sectionTitleStyles}
`;

export const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  /* No column gap: the total's rule runs unbroken under both cells. */
  gap: ${tokens.space[2]} 0;
  margin: 0;
  font-size: ${tokens.fontSize[2]};
  font-variant-numeric: tabular-nums;

  dt {
    color: ${tokens.color.textMuted};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    padding-inline-start: ${tokens.space[4]};
    text-align: right;
  }
`;

/** One term and its amount; the total is bold with a rule above, the split set apart. */
export const StyledRow = styled.div<{ $kind: 'plain' | 'total' | 'split' }>`
  display: contents;

  dt,
  dd {
    padding-top: ${({ $kind }) => ($kind === 'plain' ? '0' : tokens.space[2])};
    border-top: ${({ $kind }) =>
      $kind === 'total' ? `${tokens.borderWidth[1]} solid ${tokens.color.border}` : 'none'};
    color: ${({ $kind }) => ($kind === 'total' ? tokens.color.text : 'inherit')};
    font-weight: ${({ $kind }) =>
      $kind === 'total' ? tokens.fontWeight.semibold : tokens.fontWeight.regular};
  }

  dt {
    color: ${({ $kind }) => ($kind === 'total' ? tokens.color.text : tokens.color.textMuted)};
  }
`;
