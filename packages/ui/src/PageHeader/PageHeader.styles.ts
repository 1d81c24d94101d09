import { styled } from 'styled-components';
import { container } from '../theme/media';
import { tokens } from '../theme/tokens';
import { titleStyles } from '../theme/typography';

/** Folds by its own width, so it stacks wherever the page is narrow, drawer or phone. */
export const StyledPageHeader = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin-bottom: ${tokens.space[5]};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[4]};

  @container ${container.narrow} {
    flex-direction: column;
    align-items: stretch;
    gap: ${tokens.space[3]};
  }
`;

export const StyledTitleBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  /* The title keeps a readable width: with many actions they wrap under it, never the
     title's letters one per line. */
  flex: 1 1 14rem;
  min-width: min(14rem, 100%);

  /* Stacked, the row is a column: a 14rem basis would be a 14rem-high gap round the title. */
  @container ${container.narrow} {
    flex: none;
  }
`;

export const StyledTitle = styled.h1`
  ${titleStyles}
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space[2]};

  /* On a narrow box the actions share rows of two (each at least 8rem wide, its label on
     one line), the primary one last: two short secondary actions sit side by side instead
     of a row each; a long label takes its own row. */
  @container ${container.narrow} {
    & > * {
      flex: 1 1 8rem;
      padding-inline: ${tokens.space[3]};
      white-space: nowrap;
    }
  }
`;

export const StyledDescription = styled.p`
  margin: 0;
  max-width: ${tokens.size.measure};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;
