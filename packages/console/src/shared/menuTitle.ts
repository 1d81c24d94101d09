import { ADMIN_MENU, DESIGNER_MENU } from '@runway-live/domain/access';

type MenuEntry =
  | { kind: 'link'; label: string; path: string }
  | { kind: 'section'; label: string; items: readonly MenuEntry[] };

function* linksOf(entries: readonly MenuEntry[]): Generator<{ label: string; path: string }> {
  for (const entry of entries) {
    if (entry.kind === 'link') yield entry;
    else yield* linksOf(entry.items);
  }
}

/**
 * The title of a page the menus lead to, from the menu entry's own label ('Orders' for
 * /orders), so a page that is not built yet is named as the menu names it, with no list
 * kept by hand. Undefined for a path no menu shows (a detail or edit page).
 */
export function menuTitleOf(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/u, '');
  for (const link of linksOf([...ADMIN_MENU, ...DESIGNER_MENU])) {
    if (link.path === path) return link.label;
  }
  return undefined;
}
