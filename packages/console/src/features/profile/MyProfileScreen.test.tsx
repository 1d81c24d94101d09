import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';

function signedIn(user: typeof adminUser) {
  storeSession(user);
  fakeServer({ 'GET /api/auth/me': () => ({ body: { success: true, user } }) });
}

describe('my profile', () => {
  it("shows a designer their id and their payment account's state", async () => {
    signedIn(designerUser);
    renderApp('/profile/my-profile');
    expect(await screen.findByText('Designer ID')).toBeInTheDocument();
    expect(screen.getByText(designerUser._id)).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
  });

  it('shows an admin their role and no designer details', async () => {
    signedIn(adminUser);
    renderApp('/admin/my-profile');
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('admin@runway.test')).toBeInTheDocument();
    expect(screen.queryByText('Designer ID')).not.toBeInTheDocument();
  });
});
