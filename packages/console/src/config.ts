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
} as const;
