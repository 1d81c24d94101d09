import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';
import { sectionTitleStyles } from '../theme/typography';

export const StyledTimeline = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

export const StyledHeading = styled.h2`
  ${sectionTitleStyles}
`;

export const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledEntry = styled.li`
  display: grid;
  grid-template-columns: ${tokens.size.controlSm} minmax(0, 1fr);
  gap: ${tokens.space[3]};
  align-items: start;
`;

export const StyledMarker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${tokens.size.controlSm};
  height: ${tokens.size.controlSm};
  border-radius: ${tokens.radius.round};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.textMuted};

  svg {
    width: ${tokens.size.iconSm};
    height: ${tokens.size.iconSm};
  }
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

export const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${tokens.space[2]};
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;

export const StyledWho = styled.span`
  color: ${tokens.color.text};
  font-weight: ${tokens.fontWeight.semibold};
`;

export const StyledText = styled.div`
  margin: 0;
  font-size: ${tokens.fontSize[2]};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;
