export {
  SideMenu,
  isActivePath,
  type SideMenuProps,
  type LinkComponent,
  type ShellLinkProps,
} from './SideMenu';
export type { MenuEntry, MenuLink, MenuSection, MenuAction, UserMenuItem } from './menuTypes';
