import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiProvider, useApi } from './ApiProvider';
import type { ApiClient } from './createApiClient';

describe('ApiProvider', () => {
  it('#10.17 keeps one API client while the BrowserRouter navigates', async () => {
    const seen = new Set<ApiClient>();
    function Page({ name, to }: { name: string; to: string }) {
      seen.add(useApi());
      return <Link to={to}>{name}</Link>;
    }
    window.history.replaceState(null, '', '/first');
    render(
      <JotaiProvider store={createStore()}>
        <BrowserRouter>
          <ApiProvider>
            <Routes>
              <Route path="/first" element={<Page name="to second" to="/second" />} />
              <Route path="/second" element={<Page name="to first" to="/first" />} />
            </Routes>
          </ApiProvider>
        </BrowserRouter>
      </JotaiProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'to second' }));
    await user.click(await screen.findByRole('link', { name: 'to first' }));
    expect(await screen.findByRole('link', { name: 'to second' })).toBeInTheDocument();
    expect(seen.size).toBe(1);
  });
});
