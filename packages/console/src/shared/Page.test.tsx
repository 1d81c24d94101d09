import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

function Pages() {
  return (
    <MemoryRouter initialEntries={['/looks']}>
      <Routes>
        <Route
          path="/looks"
          element={
            <Page title="Looks">
              <Link to="/categories">Categories</Link>
            </Page>
          }
        />
        <Route
          path="/categories"
          element={
            <Page title="Categories">
              <Link to="/looks">Looks</Link> <Link to="/search">Search</Link>
            </Page>
          }
        />
        <Route
          path="/search"
          element={
            <Page title="Search">
              <input aria-label="Search" autoFocus />
            </Page>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('the page frame and focus', () => {
  it("moves focus to the new page's heading after a navigation, not on the page landed on", async () => {
    const user = userEvent.setup();
    render(<Pages />);
    expect(screen.getByRole('heading', { level: 1, name: 'Looks' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Categories' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Looks' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Looks' })).toHaveFocus();
  });

  it('leaves focus in a field the new page focused itself', async () => {
    const user = userEvent.setup();
    render(<Pages />);
    await user.click(screen.getByRole('link', { name: 'Categories' }));
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
