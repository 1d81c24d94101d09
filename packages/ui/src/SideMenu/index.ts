export {
  SideMenu,
  isActivePath,
  type SideMenuProps,
  type LinkComponent,
  type ShellLinkProps,
} from './SideMenu';
export {
  adminMenu,
  designerMenu,
  menuForRole,
  type MenuEntry,
  type MenuLink,
  type MenuSection,
} from './menus';
