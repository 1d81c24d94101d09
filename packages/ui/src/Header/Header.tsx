import { ChevronDown, Copy, Menu } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { Toast, ToastRegion } from '../Toast/Toast';
import type { LinkComponent } from '../Link/linkComponent';
import { isActivePath } from '../SideMenu/SideMenu';
import type { MenuLink, UserMenuItem } from '../SideMenu/menuTypes';
import { ThemeSwitch } from '../ThemeSwitch/ThemeSwitch';
import type { ThemePreference } from '../theme/tokens';
import {
  StyledBrand,
  StyledHeader,
  StyledHeaderLink,
  StyledLinks,
  StyledPaymentBanner,
  StyledSpacer,
  StyledUnsavedBar,
  StyledUserButton,
  StyledUserName,
  StyledUserItem,
  StyledUserList,
  StyledUserMenu,
  StyledUserSeparator,
} from './Header.styles';

/** What the shell needs of the signed-in user: the name it shows and the id it copies. */
export type ShellUser = { id: string; fullName: string };

/** The copy-id icon's words: its label, and what the notice says after a copy. */
export type CopyIdText = {
  /** The icon's accessible name, e.g. the console's "Copy Your Designer ID". */
  label: string;
  /** Said when the id is on the clipboard. */
  copied: string;
  /** Said when the browser refused the copy. */
  failed: string;
  /** The notice region's name. */
  regionLabel: string;
};

/** A banner under the header that asks for one action (the console's payment setup). */
export type HeaderBanner = {
  /** The banner region's name. */
  label: string;
  text: ReactNode;
  actionLabel: string;
  onAction: () => void;
};

export type HeaderProps = {
  /** The product's name at the header's start. */
  brand: ReactNode;
  user: ShellUser;
  /** The header's links (the console passes the domain's HEADER_LINKS). */
  links: readonly MenuLink[];
  /** The user menu's items above Logout, in order: links, and actions reported by key. */
  userMenu: readonly UserMenuItem[];
  /** Called with an action item's key (the console's Connect starts the payment setup). */
  onUserMenuAction?: (action: string) => void;
  /** Shows the icon that copies the user's id, with its words (the console's designers). */
  copyId?: CopyIdText;
  /** The person's theme choice; with `onThemePreferenceChange` the user menu offers a switch. */
  themePreference?: ThemePreference;
  onThemePreferenceChange?: (preference: ThemePreference) => void;
  /** The current path, to mark the header link of the current page. */
  activePath?: string;
  linkComponent?: LinkComponent;
  /** The red banner under the header: hidden unless given (the console decides who sees it). */
  banner?: HeaderBanner;
  onLogout: () => void;
  /**
   * The unsaved-changes bar: hidden unless given. It lies over the header (it takes no
   * room of its own, so the page does not move when it shows), and its save button says
   * what the page's own does (`saveLabel`, 'Update' when left out) and spins while saving.
   */
  unsavedChanges?: {
    onDiscard: () => void;
    onUpdate: () => void;
    saveLabel?: string;
    saving?: boolean;
  };
  /** The notifications bell, or anything else the console puts before the user menu. */
  notifications?: ReactNode;
  /** The menu button: the side menu's id and whether it is shown. */
  menuId?: string;
  menuExpanded?: boolean;
  onToggleMenu?: () => void;
  /** Copies text to the clipboard; injectable for tests and for browsers without the API. */
  copyText?: (text: string) => Promise<void>;
};

const COPIED_TOAST_MS = 2500;

type CopyNotice = { tone: 'success' | 'error'; text: string } | null;

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

function useDismissOnOutsideClick(open: boolean, close: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);
  return containerRef;
}

type UserMenuProps = Pick<
  HeaderProps,
  | 'user'
  | 'userMenu'
  | 'onUserMenuAction'
  | 'linkComponent'
  | 'themePreference'
  | 'onThemePreferenceChange'
  | 'onLogout'
>;

/** The user's disclosure menu: the app's items, the theme switch, then Logout (spec 2.10). */
function UserMenu({
  user,
  userMenu,
  onUserMenuAction,
  linkComponent,
  themePreference = 'system',
  onThemePreferenceChange,
  onLogout,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useDismissOnOutsideClick(open, () => setOpen(false));
  const Link = linkComponent ?? 'a';
  const close = () => setOpen(false);

  return (
    <StyledUserMenu
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <StyledUserButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <StyledUserName>{user.fullName}</StyledUserName>
        <ChevronDown aria-hidden />
      </StyledUserButton>
      <StyledUserList id={listId} hidden={!open}>
        {userMenu.map((item) => (
          <li key={item.label}>
            {item.kind === 'link' ? (
              <StyledUserItem as={Link} href={item.path} onClick={close}>
                {item.icon ? <Icon name={item.icon} size="sm" /> : null}
                {item.label}
              </StyledUserItem>
            ) : (
              <StyledUserItem
                as="button"
                type="button"
                onClick={() => {
                  close();
                  onUserMenuAction?.(item.action);
                }}
              >
                {item.icon ? <Icon name={item.icon} size="sm" /> : null}
                {item.label}
              </StyledUserItem>
            )}
          </li>
        ))}
        {onThemePreferenceChange ? (
          <StyledUserSeparator>
            <ThemeSwitch value={themePreference} onChange={onThemePreferenceChange} />
          </StyledUserSeparator>
        ) : null}
        <li>
          <StyledUserItem
            as="button"
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <Icon name="log-out" size="sm" />
            Logout
          </StyledUserItem>
        </li>
      </StyledUserList>
    </StyledUserMenu>
  );
}

/**
 * An app's header: its brand, links, the notifications slot, the copy-id icon and the user
 * menu, then a banner and the unsaved-changes bar. Every word of the app comes in as props.
 */
export function Header({
  user,
  links,
  userMenu,
  brand,
  onUserMenuAction,
  copyId,
  themePreference,
  onThemePreferenceChange,
  activePath,
  linkComponent,
  banner,
  onLogout,
  unsavedChanges,
  notifications,
  menuId,
  menuExpanded,
  onToggleMenu,
  copyText = clipboardCopy,
}: HeaderProps) {
  const [notice, setNotice] = useState<CopyNotice>(null);
  const Link = linkComponent ?? 'a';
  const dismissNotice = useCallback(() => setNotice(null), []);

  const copyUserId = async (words: CopyIdText) => {
    try {
      await copyText(user.id);
      setNotice({ tone: 'success', text: words.copied });
    } catch {
      setNotice({ tone: 'error', text: words.failed });
    }
  };

  return (
    <>
      <StyledHeader>
        {onToggleMenu ? (
          <IconButton
            label="Menu"
            icon={<Menu aria-hidden />}
            aria-expanded={menuExpanded}
            aria-controls={menuId}
            onClick={onToggleMenu}
          />
        ) : null}
        <StyledBrand>{brand}</StyledBrand>
        <StyledLinks aria-label="Header">
          <ul>
            {links.map(({ label, path, icon }) => (
              <li key={path}>
                <StyledHeaderLink
                  as={Link}
                  href={path}
                  aria-current={isActivePath(path, activePath) ? 'page' : undefined}
                >
                  {icon ? <Icon name={icon} size="sm" /> : null}
                  {label}
                </StyledHeaderLink>
              </li>
            ))}
          </ul>
        </StyledLinks>
        <StyledSpacer />
        {notifications}
        {copyId ? (
          <IconButton
            label={copyId.label}
            icon={<Copy aria-hidden />}
            onClick={() => void copyUserId(copyId)}
          />
        ) : null}
        <UserMenu
          user={user}
          userMenu={userMenu}
          onUserMenuAction={onUserMenuAction}
          linkComponent={linkComponent}
          themePreference={themePreference}
          onThemePreferenceChange={onThemePreferenceChange}
          onLogout={onLogout}
        />
        {copyId ? (
          <ToastRegion label={copyId.regionLabel}>
            {notice ? (
              <Toast tone={notice.tone} duration={COPIED_TOAST_MS} onDismiss={dismissNotice}>
                {notice.text}
              </Toast>
            ) : null}
          </ToastRegion>
        ) : null}
        {unsavedChanges ? (
          <StyledUnsavedBar role="region" aria-label="Unsaved changes">
            <p>You have unsaved changes.</p>
            <Button variant="secondary" size="sm" onClick={unsavedChanges.onDiscard}>
              Discard
            </Button>
            <Button size="sm" loading={unsavedChanges.saving} onClick={unsavedChanges.onUpdate}>
              {unsavedChanges.saveLabel ?? 'Update'}
            </Button>
          </StyledUnsavedBar>
        ) : null}
      </StyledHeader>
      {banner ? (
        <StyledPaymentBanner role="region" aria-label={banner.label}>
          {banner.text}
          <button type="button" onClick={banner.onAction}>
            {banner.actionLabel}
          </button>
        </StyledPaymentBanner>
      ) : null}
    </>
  );
}
