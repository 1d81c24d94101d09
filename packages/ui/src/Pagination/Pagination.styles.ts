import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[3]};
  font-size: ${tokens.fontSize[2]};
  color: ${tokens.color.textMuted};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]};
  }

  select {
    min-height: ${tokens.size.controlSm};
    padding: 0 ${tokens.space[2]};
    border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
    border-radius: ${tokens.radius[1]};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font: inherit;
  }
`;

export const StyledRange = styled.span`
  margin-right: auto;
`;

export const StyledPages = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  color: ${tokens.color.text};
`;
