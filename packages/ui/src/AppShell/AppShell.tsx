import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Header, type HeaderProps } from '../Header/Header';
import { SideMenu } from '../SideMenu/SideMenu';
import type { MenuEntry } from '../SideMenu/menus';
import {
  NARROW_SCREEN,
  StyledAside,
  StyledBody,
  StyledDrawer,
  StyledMain,
  StyledShell,
} from './AppShell.styles';
import { useMediaQuery } from './useMediaQuery';

/** The body class that says the side menu is minimised (spec 2.11), for the console's own CSS. */
export const SIDE_MENU_MINIMISED_CLASS = 'rl-side-menu-minimised';

export type AppShellProps = Omit<HeaderProps, 'menuId' | 'menuExpanded' | 'onToggleMenu'> & {
  /** The side menu for the user's role: `menuForRole(effectiveRole(user))`. */
  menu: readonly MenuEntry[];
  /** Starts with the side menu minimised (the console keeps the choice in its menu state). */
  defaultMinimised?: boolean;
  onMinimisedChange?: (minimised: boolean) => void;
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

/** The side menu on narrow screens: a modal drawer that keeps focus and closes on Escape. */
function Drawer({ open, onClose, children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <StyledDrawer
      ref={ref}
      aria-label="Menu"
      // The close event comes a task after close(): by then the drawer may be open again.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      // Escape is also handled here: a key event a script sends does not reach the native cancel.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </StyledDrawer>
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
  children,
  ...headerProps
}: AppShellProps) {
  const menuId = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [minimised, setMinimised] = useState(defaultMinimised);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useBodyClass(SIDE_MENU_MINIMISED_CLASS, minimised && !narrow);

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
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <StyledShell>
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
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {sideMenu}
          </Drawer>
        ) : (
          <StyledAside hidden={minimised}>{sideMenu}</StyledAside>
        )}
        <StyledMain>{children}</StyledMain>
      </StyledBody>
    </StyledShell>
  );
}
