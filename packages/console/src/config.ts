import {
  CONSOLE_SETTINGS_GLOBAL,
  isConsoleSettings,
  type ConsoleSettings,
} from '@runway-live/domain';

/**
 * The server's embedded-mode development values (packages/server/src/config.ts), for
 * where no server gives settings: the Vite dev server with no API server behind it, and
 * the unit tests. `pnpm start` and `pnpm dev` get the running server's own settings.
 */
export const DEVELOPMENT_SETTINGS: ConsoleSettings = {
  apiKey: 'dev-api-key-change-me',
  envelopeSecret: 'dev-envelope-secret-change-me',
  publicUrl: 'http://localhost:3000',
  mobile: {
    appScheme: 'runwaylive',
    iosAppUrl: 'https://apps.apple.com/app/runway-live/id000000000',
    androidAppUrl: 'https://play.google.com/store/apps/details?id=live.runway',
  },
};

/** The settings the server's /settings.js left on `scope`, else the development defaults. */
export function readConsoleConfig(scope: object = globalThis): ConsoleSettings {
  const served: unknown = Reflect.get(scope, CONSOLE_SETTINGS_GLOBAL);
  return isConsoleSettings(served) ? served : DEVELOPMENT_SETTINGS;
}

/**
 * Run-time settings (API.md): index.html loads the server's /settings.js before the app,
 * so one build serves any API key, envelope secret and app links. Read once, at start.
 */
export const consoleConfig: ConsoleSettings = readConsoleConfig();
