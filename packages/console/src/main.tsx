import './noEval';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSessionAtom } from './state/session';

const store = createStore();
// Section 4, Session: restored from the local copies before the first route is decided.
store.set(restoreSessionAtom);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
