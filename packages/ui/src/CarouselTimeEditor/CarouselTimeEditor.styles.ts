import { styled } from 'styled-components';
import { focusRingStyles } from '../theme/focusRing';
import { tokens } from '../theme/tokens';

export const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
  color: ${tokens.color.text};
`;

/** The product to add, then the buttons under it. */
export const StyledToolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};

  & > :first-child {
    max-width: ${tokens.size.cardNarrow};
  }
`;

/** The editor's buttons: as many to a row as fit, two on a phone, never one per line. */
export const StyledActions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${tokens.size.editorAction}), 1fr));
  gap: ${tokens.space[2]};

  & > button {
    padding-inline: ${tokens.space[2]};
  }
`;

export const StyledStatus = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]} ${tokens.space[4]};
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
  font-variant-numeric: tabular-nums;
`;

/**
 * The timeline: one lane per product (its name, then its track as wide as the video), and
 * the playhead across every lane's track. A grid, so the playhead's column is exactly the
 * tracks' column.
 */
export const StyledLanes = styled.div`
  display: grid;
  grid-template-columns: clamp(${tokens.size.laneNameMin}, 30%, ${tokens.size.laneName}) minmax(
      0,
      1fr
    );
  column-gap: ${tokens.space[2]};
  row-gap: ${tokens.space[1]};
  margin: ${tokens.space[2]} 0;
`;

export const StyledLane = styled.div`
  display: contents;
`;

export const StyledLaneName = styled.span`
  align-self: center;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[1]};
  line-height: ${tokens.lineHeight.tight};
`;

export const StyledLaneTrack = styled.div`
  position: relative;
  grid-column: 2;
  height: ${tokens.size.controlLg};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surfaceMuted};
  cursor: pointer;
  touch-action: none;
`;

/** Over every lane's track: the playhead's own box (presses go through to the tracks). */
export const StyledPlayheadArea = styled.div`
  position: relative;
  grid-column: 2;
  pointer-events: none;
`;

export const StyledSegment = styled.div<{ $selected: boolean; $onScreen: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  min-width: 0;
  border: ${tokens.borderWidth[2]} solid
    ${({ $selected, $onScreen }) =>
      $selected
        ? tokens.color.accent
        : $onScreen
          ? tokens.color.success
          : tokens.color.borderStrong};
  border-radius: ${tokens.radius[1]};
  background: ${({ $selected, $onScreen }) =>
    $onScreen
      ? tokens.color.successSubtle
      : $selected
        ? tokens.color.accentSubtle
        : tokens.color.surface};
  cursor: default;
`;

export const StyledSegmentButton = styled.button`
  flex: 1 1 auto;
  min-width: 0;
  padding: 0 ${tokens.space[1]};
  overflow: hidden;
  border: 0;
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.fontSize[1]};
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:focus-visible {
    ${focusRingStyles}
  }
`;

export const StyledEdge = styled.div<{ $edge: 'start' | 'end' }>`
  flex: none;
  border-radius: ${({ $edge }) =>
    $edge === 'start'
      ? `${tokens.radius[1]} 0 0 ${tokens.radius[1]}`
      : `0 ${tokens.radius[1]} ${tokens.radius[1]} 0`};
  width: ${tokens.space[3]};
  background: ${tokens.color.borderStrong};
  cursor: ew-resize;
  touch-action: none;

  &:hover,
  &:focus-visible {
    background: ${tokens.color.accent};
  }

  &:focus-visible {
    ${focusRingStyles}
  }
`;

export const StyledPlayhead = styled.div`
  position: absolute;
  top: calc(-1 * ${tokens.space[2]});
  bottom: calc(-1 * ${tokens.space[2]});
  pointer-events: auto;
  z-index: ${tokens.z.sticky};
  width: ${tokens.borderWidth[3]};
  margin-left: calc(-1 * ${tokens.borderWidth[1]});
  background: ${tokens.color.danger};
  cursor: ew-resize;

  &:focus-visible {
    ${focusRingStyles}
  }
`;

/** The timeline's start and end under the tracks (the sliders carry the exact values). */
export const StyledScale = styled.div`
  display: flex;
  justify-content: space-between;
  grid-column: 2;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
  font-variant-numeric: tabular-nums;
`;

export const StyledOnScreen = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  min-height: ${tokens.size.controlLg};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surface};
  font-size: ${tokens.fontSize[2]};

  & img {
    width: ${tokens.size.controlLg};
    height: ${tokens.size.controlLg};
    border-radius: ${tokens.radius[1]};
    object-fit: cover;
  }
`;

export const StyledHelp = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[1]};
`;
