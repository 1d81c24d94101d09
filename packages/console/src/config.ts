import {
  CONSOLE_SETTINGS_GLOBAL,
  DEVELOPMENT_CONSOLE_SETTINGS,
  isConsoleSettings,
  type ConsoleSettings,
} from '@runway-live/domain/api';

/**
 * The settings the server's /settings.js left on `scope`, else the embedded server's
 * development values, for where no server gives settings: the Vite dev server with no API
 * server behind it, and the unit tests. `pnpm start` and `pnpm dev` get the running
 * server's own settings.
 */
export function readConsoleConfig(scope: object = globalThis): ConsoleSettings {
  const served: unknown = Reflect.get(scope, CONSOLE_SETTINGS_GLOBAL);
  return isConsoleSettings(served) ? served : DEVELOPMENT_CONSOLE_SETTINGS;
}

/**
 * Run-time settings (API.md): index.html loads the server's /settings.js before the app,
 * so one build serves any API key, envelope secret and app links. Read once, at start.
 */
export const consoleConfig: ConsoleSettings = readConsoleConfig();
