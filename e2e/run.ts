// The end-to-end journeys: one built server on a temporary DATA_DIR and Debian's Chromium,
// driven by playwright-core. Run by `pnpm test` (scripts/test.mjs) after the build:
//   node --import tsx e2e/run.ts
import './support/context';
import './auth.e2e';
import './signup.e2e';
import './password.e2e';
import './designerApplication.e2e';
import './dashboard.e2e';
import './csp.e2e';
