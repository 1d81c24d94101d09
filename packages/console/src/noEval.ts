import { config } from 'zod';

// The server's Content-Security-Policy allows no eval (script-src 'self'). Without this,
// zod probes `Function('')` to compile faster object parsers, and the browser reports a
// CSP violation each time a page first checks a form.
config({ jitless: true });
