import './noEval';
import { installPlainIssueMessages } from '@runway-live/domain/schemas';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSessionAtom } from './state/session';

// A form rule that names no message says it in plain English, not in zod's own words.
installPlainIssueMessages();
const store = createStore();
const root = document.getElementById('root');
// Section 4, Session: restored from the local copies before the first route is decided.
void store.set(restoreSessionAtom).then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
