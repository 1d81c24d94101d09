import { ChevronDown } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { Icon } from '../Icon/Icon';
import type { LinkComponent } from '../Link/linkComponent';
import type { MenuEntry, MenuLink, MenuSection } from './menuTypes';
import {
  StyledLabel,
  StyledLink,
  StyledList,
  StyledNav,
  StyledChevron,
  StyledSectionToggle,
  StyledSubList,
} from './SideMenu.styles';

export type SideMenuProps = {
  /** The menu to show: the app's data (the console passes the domain's menu for the user). */
  entries: readonly MenuEntry[];
  /** The current path; its item is marked as the current page and its section starts open. */
  activePath?: string;
  linkComponent?: LinkComponent;
  /** Called after an item is followed (the mobile drawer closes on it). */
  onNavigate?: (path: string) => void;
  id?: string;
  'aria-label'?: string;
};

/** True when `path` is the item's page or a page under it (an edit screen under its list). */
export function isActivePath(itemPath: string, activePath: string | undefined): boolean {
  if (!activePath) return false;
  return activePath === itemPath || activePath.startsWith(`${itemPath}/`);
}

function sectionHolds(section: MenuSection, activePath: string | undefined): boolean {
  return section.items.some((item) => isActivePath(item.path, activePath));
}

type ItemProps = Pick<SideMenuProps, 'activePath' | 'linkComponent' | 'onNavigate'> & {
  item: MenuLink;
};

function MenuItem({ item, activePath, linkComponent, onNavigate }: ItemProps) {
  return (
    <li>
      <StyledLink
        as={linkComponent ?? 'a'}
        href={item.path}
        aria-current={isActivePath(item.path, activePath) ? 'page' : undefined}
        onClick={() => onNavigate?.(item.path)}
      >
        {item.icon ? <Icon name={item.icon} size="sm" /> : null}
        <StyledLabel>{item.label}</StyledLabel>
      </StyledLink>
    </li>
  );
}

function Section({ section, ...itemProps }: Omit<ItemProps, 'item'> & { section: MenuSection }) {
  const listId = useId();
  const [open, setOpen] = useState(() => sectionHolds(section, itemProps.activePath));
  return (
    <li>
      <StyledSectionToggle
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {section.icon ? <Icon name={section.icon} size="sm" /> : null}
        <StyledLabel>{section.label}</StyledLabel>
        <StyledChevron as={ChevronDown} aria-hidden />
      </StyledSectionToggle>
      <StyledSubList id={listId} hidden={!open}>
        {section.items.map((item) => (
          <MenuItem key={item.path} item={item} {...itemProps} />
        ))}
      </StyledSubList>
    </li>
  );
}

/**
 * The console's side menu (spec 2.11): top-level links and collapsible sections. Every
 * item is a real link or button, so Tab walks it and Enter or Space follows or toggles.
 */
export const SideMenu = forwardRef<HTMLElement, SideMenuProps>(function SideMenu(
  { entries, id, 'aria-label': ariaLabel = 'Main menu', ...itemProps },
  ref,
) {
  return (
    <StyledNav ref={ref} id={id} aria-label={ariaLabel}>
      <StyledList>
        {entries.map((entry) =>
          entry.kind === 'section' ? (
            <Section key={entry.label} section={entry} {...itemProps} />
          ) : (
            <MenuItem key={entry.path} item={entry} {...itemProps} />
          ),
        )}
      </StyledList>
    </StyledNav>
  );
});
