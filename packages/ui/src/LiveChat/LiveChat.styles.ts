import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export const StyledChat = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-block-end: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
`;

export const StyledPinned = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-block-end: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  background: ${tokens.color.accentSubtle};
`;

export const StyledPinnedBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const StyledPinnedLabel = styled.h3`
  margin: 0 0 ${tokens.space[1]};
  color: ${tokens.color.accent};
  font-size: ${tokens.fontSize[1]};
  font-weight: ${tokens.fontWeight.semibold};
  letter-spacing: ${tokens.letterSpacing.wide};
  text-transform: uppercase;
`;

export const StyledLog = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${tokens.space[2]} 0;
  ${focusRing}
`;

export const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMessage = styled.li<{ $own: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[4]};
  background: ${({ $own }) => ($own ? tokens.color.surfaceMuted : 'transparent')};
`;

export const StyledMessageBody = styled.div`
  flex: 1;
  min-width: 0;
`;

export const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space[2]};
`;

export const StyledAuthor = styled.span`
  font-weight: ${tokens.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const StyledTime = styled.time`
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;

/** The message itself: white space kept, long words broken, never parsed as markup. */
export const StyledText = styled.p`
  margin: ${tokens.space[1]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  a {
    color: ${tokens.color.accent};
    text-decoration: underline;
    ${focusRing}
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${tokens.space[4]};
  color: ${tokens.color.textMuted};
  text-align: center;
`;

export const StyledMenuWrapper = styled.div`
  position: relative;
`;

export const StyledMenu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: 100%;
  z-index: ${tokens.z.menu};
  min-width: ${tokens.size.popover};
  margin: ${tokens.space[1]} 0 0;
  padding: ${tokens.space[1]} 0;
  list-style: none;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[2]};
`;

export const StyledMenuItem = styled.button<{ $danger: boolean }>`
  display: block;
  width: 100%;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: 0;
  background: transparent;
  color: ${({ $danger }) => ($danger ? tokens.color.danger : tokens.color.text)};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${tokens.color.surfaceHover};
  }
  ${focusRing}
`;

export const StyledComposer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-block-start: ${tokens.borderWidth[1]} solid ${tokens.color.border};
`;

export const StyledTextarea = styled.textarea`
  width: 100%;
  min-height: ${tokens.size.controlLg};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.borderStrong};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  resize: vertical;
  ${focusRing}
`;

export const StyledComposerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
`;

export const StyledCounter = styled.span<{ $full: boolean }>`
  color: ${({ $full }) => ($full ? tokens.color.danger : tokens.color.textMuted)};
  font-size: ${tokens.fontSize[1]};
  font-variant-numeric: tabular-nums;
`;

export const StyledReason = styled.p`
  margin: 0;
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-block-start: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  color: ${tokens.color.textMuted};

  a {
    color: ${tokens.color.accent};
    ${focusRing}
  }
`;

export const StyledInlineReason = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
