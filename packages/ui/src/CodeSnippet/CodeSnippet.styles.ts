import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledSnippet = styled.figure`
  display: grid;
  gap: ${tokens.space[2]};
  min-width: 0;
  margin: 0;
`;

export const StyledHead = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  align-items: center;
  justify-content: space-between;
  font-weight: ${tokens.fontWeight.semibold};
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

// The code wraps rather than scrolling a phone's page sideways; it keeps its own scroll
// for very long lines, and takes focus so a keyboard can scroll it too.
export const StyledCode = styled.pre`
  margin: 0;
  max-height: 12rem;
  overflow: auto;
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  font-family: ${tokens.font.mono};
  font-size: ${tokens.fontSize[1]};
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${focusRing}
`;
