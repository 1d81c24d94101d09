export { SideMenu, isActivePath, type SideMenuProps } from './SideMenu';
export type { MenuEntry, MenuLink, MenuSection, MenuAction, UserMenuItem } from './menuTypes';
