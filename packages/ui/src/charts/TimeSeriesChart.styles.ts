import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
  margin: 0;
`;

export const StyledCaption = styled.figcaption`
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
  color: ${tokens.color.text};
`;

export const StyledPlot = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  min-width: 0;
  height: ${({ $height }) => `${$height / 16}rem`};

  /* The chart's keyboard layer (arrow keys step through the points) shows its focus. */
  .recharts-surface:focus-visible {
    outline: ${tokens.borderWidth[2]} solid ${tokens.color.focus};
    outline-offset: ${tokens.size.focusOffset};
  }
`;

export const StyledMessage = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  border: ${tokens.borderWidth[1]} dashed ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]};
  }
`;

/** A legend's swatch: a solid or dashed stroke, or a band's tint, in the series' colour. */
export const StyledSwatch = styled.span<{ $color: string; $style: 'solid' | 'dashed' | 'band' }>`
  display: inline-block;
  width: ${tokens.size.iconMd};
  height: ${({ $style }) => ($style === 'band' ? tokens.size.iconSm : '0')};
  border-top: ${({ $style, $color }) =>
    $style === 'band' ? 'none' : `${tokens.borderWidth[3]} ${$style} ${$color}`};
  background: ${({ $style, $color }) => ($style === 'band' ? $color : 'transparent')};
  border-radius: ${tokens.radius[0]};
`;

export const StyledDetails = styled.details`
  summary {
    width: fit-content;
    cursor: pointer;
    color: ${tokens.color.accent};
    font-size: ${tokens.fontSize[2]};
    border-radius: ${tokens.radius[1]};
    ${focusRing}
  }

  &[open] summary {
    margin-bottom: ${tokens.space[2]};
  }
`;

export const StyledTooltip = styled.div`
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow[2]};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[1]};

  p {
    margin: 0;
  }

  p:first-child {
    font-weight: ${tokens.fontWeight.semibold};
    margin-bottom: ${tokens.space[1]};
  }
`;
