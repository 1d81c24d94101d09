import { styled } from 'styled-components';
import { tokens } from '../theme/tokens';

export type StatTrend = 'up' | 'down' | 'neutral';

const trendColours: Record<StatTrend, string> = {
  up: tokens.color.success,
  down: tokens.color.danger,
  neutral: tokens.color.textMuted,
};

/** Fills its grid cell, so every card of a row is as tall as the tallest. */
export const StyledStatCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  height: 100%;
  min-width: 0;
  padding: ${tokens.space[5]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[3]};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow[1]};
`;

export const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
  color: ${tokens.color.textMuted};
`;

export const StyledLabel = styled.h2`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-family: ${tokens.font.body};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.medium};
  line-height: ${tokens.lineHeight.normal};
`;

export const StyledValue = styled.p`
  margin: 0;
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[7]};
  font-weight: ${tokens.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${tokens.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const StyledDelta = styled.p<{ $trend: StatTrend }>`
  display: flex;
  align-items: center;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${({ $trend }) => trendColours[$trend]};
  font-size: ${tokens.fontSize[2]};
  font-weight: ${tokens.fontWeight.medium};

  svg {
    flex: none;
    width: ${tokens.size.iconSm};
    height: ${tokens.size.iconSm};
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${tokens.color.danger};
  font-size: ${tokens.fontSize[2]};
`;

/** Pushed to the card's bottom, so the links of a row line up too. */
export const StyledFooter = styled.div`
  margin-top: auto;
  padding-top: ${tokens.space[2]};
  font-size: ${tokens.fontSize[2]};
`;
