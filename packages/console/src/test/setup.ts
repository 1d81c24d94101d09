import '@testing-library/jest-dom/vitest';
import { installPlainIssueMessages } from '@runway-live/domain/schemas';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearLocalStorage } from '../state/storedSession';
import { fakeServer } from './fakeServer';

// Two cores shared by several test runs (the suite runs its projects in parallel): give
// lazy routes time to load. A wait ends as soon as its condition holds, so this costs a
// passing test nothing; it stays under the 20 s test timeout so a failure names its query.
configure({ asyncUtilTimeout: 15_000 });

// No test reaches the network: every call meets a fake server (404 unless a test says),
// and an iframe (the web player's preview) loads no page.
(
  window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
).happyDOM.settings.disableIframePageLoading = true;

// As main.tsx does: a rule without its own message speaks plain English.
installPlainIssueMessages();

/** The test that ran last: a call it left on its way is named by it. */
let lastTest = '';

beforeEach(() => {
  lastTest = expect.getState().currentTestName ?? '';
  fakeServer({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // A call still on its way when its test ended (a query that outlived the page) fails here,
  // named, instead of reaching the network (it once printed ECONNREFUSED to no one's name).
  const endedTest = lastTest;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    console.warn(`A call after its test ended (${endedTest}): ${url}`);
    throw new TypeError('The test that made this call has ended');
  });
  // The session's own clear: a stored-user write of this test still waiting for the
  // envelope to load is dropped, not written into the next test's storage.
  clearLocalStorage();
});
