import { styled } from 'styled-components';
import { HEADER_OFFSET, SIDE_MENU_WIDTH } from './shellSizes';
import { focusRingStyles } from '../theme/focusRing';
import { media } from '../theme/media';
import { visuallyHidden } from '../theme/visuallyHidden';
import { tokens } from '../theme/tokens';

export { SIDE_MENU_WIDTH } from './shellSizes';

/** Where the side menu turns into a drawer (the header's links also hide below it). */
export const NARROW_SCREEN = media.narrow;

export const StyledShell = styled.div`
  min-height: 100vh;
  background: ${tokens.color.canvas};
  color: ${tokens.color.text};
`;

/** Out of sight until Tab reaches it: then it shows above the header's start. */
export const StyledSkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    top: ${tokens.space[2]};
    left: ${tokens.space[2]};
    z-index: ${tokens.z.toast};
    padding: ${tokens.space[2]} ${tokens.space[4]};
    border-radius: ${tokens.radius[2]};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    font-weight: ${tokens.fontWeight.semibold};
    box-shadow: ${tokens.shadow[2]};
    ${focusRingStyles}
  }
`;

export const StyledBody = styled.div`
  display: flex;
  align-items: flex-start;
`;

export const StyledAside = styled.aside`
  position: sticky;
  top: ${HEADER_OFFSET};
  flex: none;
  width: ${SIDE_MENU_WIDTH};
  height: calc(100vh - ${HEADER_OFFSET});
  border-right: ${tokens.borderWidth[1]} solid ${tokens.color.border};

  &[hidden] {
    display: none;
  }
`;

/**
 * The one padding around every page: pages add none of their own, so every title starts
 * at the same place (a phone keeps a narrower margin for its content).
 */
export const StyledMain = styled.main`
  flex: 1;
  min-width: 0;

  /* Focused by the skip link to move the reading point, not to be pressed. */
  &:focus {
    outline: none;
  }
  padding: ${tokens.space[5]} ${tokens.space[6]} ${tokens.space[7]};

  @media ${NARROW_SCREEN} {
    padding: ${tokens.space[4]} ${tokens.space[4]} ${tokens.space[6]};
  }
`;

/** Below the sticky header, so the header stays in sight and usable while it is open. */
export const StyledDrawer = styled.dialog`
  position: fixed;
  inset: ${HEADER_OFFSET} auto 0 0;
  z-index: ${tokens.z.dialog};
  display: flex;
  flex-direction: column;
  width: min(${SIDE_MENU_WIDTH}, 85vw);
  max-width: none;
  height: auto;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  border-right: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  box-shadow: ${tokens.shadow[3]};

  &:not([open]) {
    display: none;
  }
`;

export const StyledDrawerBar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${tokens.space[2]} ${tokens.space[2]} 0;
`;

/** Dims the page (not the header) behind the open drawer; a tap on it closes the drawer. */
export const StyledScrim = styled.div`
  position: fixed;
  inset: ${HEADER_OFFSET} 0 0 0;
  z-index: ${tokens.z.overlay};
  background: ${tokens.color.overlay};
`;
