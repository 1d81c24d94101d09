import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearLocalStorage } from '../state/storedSession';
import { fakeServer } from './fakeServer';

// Two cores shared by several test runs: give lazy routes time to load.
configure({ asyncUtilTimeout: 5000 });

// No test reaches the network: every call meets a fake server (404 unless a test says).
beforeEach(() => {
  fakeServer({});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The session's own clear: a stored-user write of this test still waiting for the
  // envelope to load is dropped, not written into the next test's storage.
  clearLocalStorage();
});
