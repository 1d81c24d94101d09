import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export const StyledFigure = styled.figure`
  position: relative;
  width: ${tokens.size.thumbnail};
  margin: 0;
`;

export const StyledThumbnail = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  border-radius: ${tokens.radius[1]};
  background: ${tokens.color.surfaceMuted};
  object-fit: cover;
  user-select: none;
`;

export const StyledCover = styled.span`
  position: absolute;
  top: ${tokens.space[1]};
  inset-inline-start: ${tokens.space[1]};
`;
