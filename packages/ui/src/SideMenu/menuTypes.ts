import type { IconName } from '../Icon/icons';

/**
 * The shapes the shell draws. The entries themselves are the app's data (the console's
 * come from @runway-live/domain's menus), so this package knows no path and no role.
 */

/** One destination: its label, its path and an icon of the design system's set. */
export type MenuLink = { kind: 'link'; label: string; path: string; icon?: IconName };

/** A collapsible group of links (the console's Marketplace, Web Plugin, Reports, Help). */
export type MenuSection = {
  kind: 'section';
  label: string;
  icon?: IconName;
  items: readonly MenuLink[];
};

export type MenuEntry = MenuLink | MenuSection;

/** A user menu item that asks the app to do something (the console's Connect) by its key. */
export type MenuAction = { kind: 'action'; label: string; action: string; icon?: IconName };

export type UserMenuItem = MenuLink | MenuAction;
