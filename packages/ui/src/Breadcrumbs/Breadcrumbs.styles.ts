import { styled } from 'styled-components';
import { container } from '../theme/media';
import { tokens } from '../theme/tokens';

/** The trail's own width decides when it folds, wherever it is placed. */
export const StyledNav = styled.nav`
  container-type: inline-size;
  min-width: 0;
  font-size: ${tokens.fontSize[2]};
`;

export const StyledList = styled.ol`
  display: flex;
  align-items: center;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCrumb = styled.li<{ $folds: boolean }>`
  display: flex;
  align-items: center;
  min-width: 0;
  flex: 0 1 auto;

  a {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &:last-child {
    flex-shrink: 2;
  }

  @container ${container.narrow} {
    display: ${({ $folds }) => ($folds ? 'none' : 'flex')};
  }
`;

export const StyledCurrent = styled.a`
  color: ${tokens.color.textMuted};
  font-weight: ${tokens.fontWeight.regular};
`;

export const StyledSeparator = styled.svg`
  flex: none;
  width: ${tokens.size.iconSm};
  height: ${tokens.size.iconSm};
  margin: 0 ${tokens.space[1]};
  color: ${tokens.color.textMuted};
`;

/** Stands for the folded steps on a narrow box; hidden elsewhere. */
export const StyledEllipsis = styled.span`
  display: none;
  align-items: center;
  color: ${tokens.color.textMuted};

  @container ${container.narrow} {
    display: inline-flex;
  }
`;
