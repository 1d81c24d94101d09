import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { media } from '../theme/media';
import { tokens } from '../theme/tokens';

import { HEADER_OFFSET } from '../AppShell/shellSizes';

export { HEADER_OFFSET };

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${tokens.z.header};
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  height: ${HEADER_OFFSET};
  padding: 0 ${tokens.space[4]};
  background: ${tokens.color.surface};
  border-bottom: ${tokens.borderWidth[1]} solid ${tokens.color.border};
`;

export const StyledBrand = styled.span`
  font-family: ${tokens.font.display};
  font-size: ${tokens.fontSize[4]};
  font-weight: ${tokens.fontWeight.bold};
  white-space: nowrap;
`;

export const StyledLinks = styled.nav`
  display: flex;
  gap: ${tokens.space[1]};
  margin-right: auto;

  ul {
    display: flex;
    gap: ${tokens.space[1]};
    list-style: none;
    margin: 0;
    padding: 0;
  }

  @media ${media.narrow} {
    display: none;
  }
`;

export const StyledSpacer = styled.span`
  margin-right: auto;

  @media ${media.wide} {
    display: none;
  }
`;

export const StyledHeaderLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[3]};
  border-radius: ${tokens.radius[1]};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};
  text-decoration: none;
  ${focusRing}

  &:hover {
    background: ${tokens.color.surfaceHover};
  }

  &[aria-current='page'] {
    color: ${tokens.color.accent};
    font-weight: ${tokens.fontWeight.semibold};
  }
`;

export const StyledUserMenu = styled.div`
  position: relative;
  min-width: 0;
`;

export const StyledUserButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: ${tokens.size.controlMd};
  padding: 0 ${tokens.space[3]};
  border: 0;
  border-radius: ${tokens.radius[1]};
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.fontSize[2]};
  white-space: nowrap;
  max-width: 100%;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${tokens.color.surfaceHover};
  }

  svg {
    flex: none;
    width: ${tokens.size.iconSm};
    height: ${tokens.size.iconSm};
  }
`;

/** The person's name: one line, cut short with an ellipsis when the header is narrow. */
export const StyledUserName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const StyledUserList = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${tokens.space[1]});
  z-index: ${tokens.z.menu};
  min-width: ${tokens.size.popover};
  margin: 0;
  padding: ${tokens.space[1]};
  list-style: none;
  background: ${tokens.color.surface};
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  box-shadow: ${tokens.shadow[2]};

  &[hidden] {
    display: none;
  }
`;

export const StyledUserItem = styled.a`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  width: 100%;
  min-height: ${tokens.size.controlSm};
  padding: 0 ${tokens.space[3]};
  border: 0;
  border-radius: ${tokens.radius[1]};
  background: transparent;
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.fontSize[2]};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${tokens.color.surfaceHover};
  }
`;

/** The theme switch's row, set apart from the items above and below it. */
export const StyledUserSeparator = styled.li`
  margin: ${tokens.space[1]} 0;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border-block: ${tokens.borderWidth[1]} solid ${tokens.color.border};
`;

export const StyledPaymentBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[4]};
  background: ${tokens.color.danger};
  color: ${tokens.color.onDanger};
  font-size: ${tokens.fontSize[2]};

  button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: ${tokens.fontWeight.bold};
    text-decoration: underline;
    cursor: pointer;
    ${focusRing}
  }
`;

/** Over the header, Shopify's contextual save bar: it takes no room, so nothing moves. */
export const StyledUnsavedBar = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[2]} ${tokens.space[4]};
  background: ${tokens.color.warningSubtle};
  color: ${tokens.color.text};
  font-size: ${tokens.fontSize[2]};

  p {
    /* One line at the header's height: on a phone the text gives way to the buttons. */
    min-width: 0;
    margin: 0 auto 0 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;
