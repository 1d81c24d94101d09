/**
 * The console's run-time settings (API.md, "Run-time settings of the console"): the
 * server serves them as a script beside index.html, so one build of the console serves
 * any configuration. Both the API key and the envelope secret reach every visitor's
 * browser: the envelope is obfuscation, not security.
 */
export type ConsoleSettings = {
  /** The API_KEY header every call carries. */
  apiKey: string;
  /** The envelope passphrase shared with the server. */
  envelopeSecret: string;
  /** Where the server is reached from outside (mail links, the API's own pages). */
  publicUrl: string;
  /** The mobile apps of the deep links (section 1): custom scheme and store pages. */
  mobile: { appScheme: string; iosAppUrl: string; androidAppUrl: string };
};

/** The header that carries the API key on every call (API.md, Transport). */
export const API_KEY_HEADER = 'API_KEY';

/** The port the embedded server (`pnpm start` on a laptop) listens on when none is set. */
export const DEVELOPMENT_PORT = 3000;

/**
 * What an unconfigured server gives (the embedded mode), written once for both sides: the
 * server falls back to these values outside production (and refuses the API key and the
 * envelope secret in production), and the console uses them where no server gives
 * settings (the Vite dev server alone, the unit tests). The app links are the real stores'.
 */
export const DEVELOPMENT_CONSOLE_SETTINGS: ConsoleSettings = {
  apiKey: 'dev-api-key-change-me',
  envelopeSecret: 'dev-envelope-secret-change-me',
  publicUrl: `http://localhost:${DEVELOPMENT_PORT}`,
  mobile: {
    appScheme: 'runwaylive',
    iosAppUrl: 'https://apps.apple.com/app/runway-live/id000000000',
    androidAppUrl: 'https://play.google.com/store/apps/details?id=live.runway',
  },
};

/** The same-origin script that sets the settings; loaded by index.html before the app. */
export const CONSOLE_SETTINGS_PATH = '/settings.js';

/** The global the settings script assigns (`window.__RUNWAY_SETTINGS__ = {…}`). */
export const CONSOLE_SETTINGS_GLOBAL = '__RUNWAY_SETTINGS__';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Whether `value` is a whole set of settings. A plain check rather than a zod schema:
 * it runs before the first screen, and the login page should not carry zod for it.
 */
export function isConsoleSettings(value: unknown): value is ConsoleSettings {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Partial<Record<keyof ConsoleSettings, unknown>>;
  const mobile = settings.mobile as Partial<Record<string, unknown>> | null | undefined;
  return (
    isText(settings.apiKey) &&
    isText(settings.envelopeSecret) &&
    isText(settings.publicUrl) &&
    typeof mobile === 'object' &&
    mobile !== null &&
    isText(mobile.appScheme) &&
    isText(mobile.iosAppUrl) &&
    isText(mobile.androidAppUrl)
  );
}
