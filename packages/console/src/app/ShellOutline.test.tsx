import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fakeServer';
import { renderApp } from '../test/renderApp';
import { designerUser, storeSession } from '../test/users';

describe('the signed-in area while its code loads', () => {
  it("shows the shell's outline at once, then the shell and the page in its place", async () => {
    storeSession(designerUser);
    fakeServer({ 'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }) });
    renderApp('/dashboard');
    // The first paint once the stored session is read (main.tsx waits for it), before any
    // chunk of the signed-in area has loaded: not a blank page.
    expect(await screen.findByRole('status', { name: 'Loading the console' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: designerUser.fullName ?? '' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('status', { name: 'Loading the console' })).toBeNull();
  });
});
