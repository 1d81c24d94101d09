import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const StyledPicker = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
`;

export const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
`;

export const StyledCount = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li<{ $on: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid
    ${({ $on }) => ($on ? tokens.color.accent : tokens.color.border)};
  border-radius: ${tokens.radius[2]};
  background: ${({ $on }) => ($on ? tokens.color.accentSubtle : tokens.color.surface)};
`;

export const StyledThumb = styled.img`
  width: 2.5rem;
  height: 3rem;
  border-radius: ${tokens.radius[1]};
  object-fit: cover;
`;

export const StyledName = styled.span`
  flex: 1 1 8rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
`;

export const StyledHidden = styled.span`
  ${visuallyHidden}
`;
