import { X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Header, type HeaderProps } from '../Header/Header';
import { IconButton } from '../IconButton/IconButton';
import { SideMenu } from '../SideMenu/SideMenu';
import type { MenuEntry } from '../SideMenu/menuTypes';
import {
  NARROW_SCREEN,
  StyledAside,
  StyledBody,
  StyledDrawer,
  StyledDrawerBar,
  StyledMain,
  StyledScrim,
  StyledShell,
  StyledSkipLink,
} from './AppShell.styles';
import { useMediaQuery } from '../hooks/useMediaQuery';

/** The body class that says the side menu is minimised (spec 2.11), for the console's own CSS. */
export const SIDE_MENU_MINIMISED_CLASS = 'rl-side-menu-minimised';

export type AppShellProps = Omit<HeaderProps, 'menuId' | 'menuExpanded' | 'onToggleMenu'> & {
  /** The side menu's entries (the console passes the domain's menu for the user). */
  menu: readonly MenuEntry[];
  /** Starts with the side menu minimised (the console keeps the choice in its menu state). */
  defaultMinimised?: boolean;
  onMinimisedChange?: (minimised: boolean) => void;
  /** The first stop of Tab: the link past the header and the menu to the page. */
  skipLinkText?: string;
  children?: ReactNode;
};

/** Puts the minimised state on the body, as the legacy stylesheets expect, while the shell is shown. */
function useBodyClass(className: string, on: boolean) {
  useEffect(() => {
    if (!on) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className, on]);
}

type DrawerProps = { open: boolean; onClose: () => void; children: ReactNode };

/** The element that had focus when the drawer opened, to give it back on close. */
function useReturnFocus(open: boolean, drawer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The drawer stays mounted while the shell is narrow, so this node is the one closing.
    const node = drawer.current;
    return () => {
      const active = document.activeElement;
      // Only when focus was in the drawer (or dropped with it): a followed link moves on.
      if (active === document.body || node?.contains(active)) opener?.focus();
    };
  }, [open, drawer]);
}

/**
 * The side menu on narrow screens: a drawer below the header, which stays visible and
 * usable (its menu button closes the drawer again). The page behind is inert and dimmed;
 * the close button, Escape and a tap on the dimmed page close it.
 */
function Drawer({ open, onClose, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useReturnFocus(open, ref);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Not modal: a modal dialog would make the header inert while leaving it in sight.
      dialog.show();
      closeRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    // Escape closes it wherever focus is, in the drawer or in the header.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <>
      {open ? <StyledScrim aria-hidden data-testid="drawer-scrim" onClick={onClose} /> : null}
      <StyledDrawer ref={ref} aria-label="Menu">
        <StyledDrawerBar>
          <IconButton
            ref={closeRef}
            label="Close menu"
            icon={<X aria-hidden />}
            onClick={onClose}
          />
        </StyledDrawerBar>
        {children}
      </StyledDrawer>
    </>
  );
}

/**
 * The console's frame: the header, the side menu and the page. Props in, callbacks out:
 * the user, the menu and the flags come from the console; nothing here fetches.
 */
export function AppShell({
  menu,
  activePath,
  linkComponent,
  defaultMinimised = false,
  onMinimisedChange,
  skipLinkText = 'Skip to main content',
  children,
  ...headerProps
}: AppShellProps) {
  const menuId = useId();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [minimised, setMinimised] = useState(defaultMinimised);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useBodyClass(SIDE_MENU_MINIMISED_CLASS, minimised && !narrow);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const toggleMenu = () => {
    if (narrow) {
      setDrawerOpen((wasOpen) => !wasOpen);
      return;
    }
    const next = !minimised;
    setMinimised(next);
    onMinimisedChange?.(next);
  };

  const sideMenu = (
    <SideMenu
      id={menuId}
      entries={menu}
      activePath={activePath}
      linkComponent={linkComponent}
      onNavigate={closeDrawer}
    />
  );

  return (
    <StyledShell>
      <StyledSkipLink
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus, not the URL's hash: a router would take the hash for a navigation.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {skipLinkText}
      </StyledSkipLink>
      <Header
        {...headerProps}
        activePath={activePath}
        linkComponent={linkComponent}
        menuId={menuId}
        menuExpanded={narrow ? drawerOpen : !minimised}
        onToggleMenu={toggleMenu}
      />
      <StyledBody>
        {narrow ? (
          <Drawer open={drawerOpen} onClose={closeDrawer}>
            {sideMenu}
          </Drawer>
        ) : (
          <StyledAside hidden={minimised}>{sideMenu}</StyledAside>
        )}
        <StyledMain
          ref={mainRef}
          id={mainId}
          tabIndex={-1}
          inert={(narrow && drawerOpen) || undefined}
        >
          {children}
        </StyledMain>
      </StyledBody>
    </StyledShell>
  );
}
