/**
 * Build-time settings. The defaults are the server's embedded-mode development values
 * (packages/server/src/config.ts), so `pnpm start` works without any setup; a production
 * build sets VITE_API_KEY and VITE_ENVELOPE_SECRET to the server's API_KEY and
 * ENVELOPE_SECRET. Both end up in the shipped JavaScript: the envelope is obfuscation,
 * not security (see the API contract).
 */
export const consoleConfig = {
  apiKey: import.meta.env.VITE_API_KEY || 'dev-api-key-change-me',
  envelopeSecret: import.meta.env.VITE_ENVELOPE_SECRET || 'dev-envelope-secret-change-me',
  /** The mobile apps of the deep links (section 1), as the server's APP_SCHEME and store URLs. */
  mobile: {
    appScheme: import.meta.env.VITE_APP_SCHEME || 'runwaylive',
    iosAppUrl:
      import.meta.env.VITE_IOS_APP_URL || 'https://apps.apple.com/app/runway-live/id000000000',
    androidAppUrl:
      import.meta.env.VITE_ANDROID_APP_URL ||
      'https://play.google.com/store/apps/details?id=live.runway',
  },
} as const;
