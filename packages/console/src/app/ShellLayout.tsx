import { Outlet } from 'react-router-dom';
import { AlertRegion } from './AlertRegion';

/**
 * The header shell of the guarded routes (section 2.10-2.11). A plain frame until the
 * ui package's AppShell lands; the menus and the header come from there.
 */
export function ShellLayout() {
  return (
    <div>
      <main id="main">
        <AlertRegion />
        <Outlet />
      </main>
    </div>
  );
}
