/// <reference types="vite/client" />

// `interface` on purpose: it merges into Vite's own ImportMetaEnv declaration.
interface ImportMetaEnv {
  /** The API_KEY header every call carries; the server's development default when unset. */
  readonly VITE_API_KEY?: string;
  /** The envelope passphrase shared with the server; its development default when unset. */
  readonly VITE_ENVELOPE_SECRET?: string;
}
