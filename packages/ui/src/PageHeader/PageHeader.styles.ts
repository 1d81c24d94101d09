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

  /* On a narrow box every action takes a share of the row, the primary one last. */
  @container ${container.narrow} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

export const StyledDescription = styled.p`
  margin: 0;
  max-width: ${tokens.size.measure};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;
