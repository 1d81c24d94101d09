/// <reference types="vite/client" />

// `interface` on purpose: it merges into Vite's own ImportMetaEnv declaration.
interface ImportMetaEnv {
  /** The API_KEY header every call carries; the server's development default when unset. */
  readonly VITE_API_KEY?: string;
  /** The envelope passphrase shared with the server; its development default when unset. */
  readonly VITE_ENVELOPE_SECRET?: string;
}
interface ImportMetaEnv {
  /** The mobile apps' custom scheme and store pages (the server's APP_SCHEME, IOS_APP_URL…). */
  readonly VITE_APP_SCHEME?: string;
  readonly VITE_IOS_APP_URL?: string;
  readonly VITE_ANDROID_APP_URL?: string;
}
