import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorDialogAtom } from '../../state/errorDialog';
import { tokenAtom } from '../../state/session';
import { fakeServer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { designerUser, storeSession } from '../../test/users';

describe('change password', () => {
  it('checks the fields, sends oldpassword and newpassword, and confirms', async () => {
    storeSession(designerUser);
    const { seen } = fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
      'POST /api/user/change_password': () => ({
        body: { success: true, message: 'Password changed', token: 'fresh-token' },
      }),
    });
    const { store } = renderApp('/profile/change-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await user.type(screen.getByLabelText(/Current password/), 'runway-demo-1');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.type(screen.getByLabelText(/Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Please enter min 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password not match with new password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'a-longer-secret');
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'a-longer-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Password changed'));
    const call = seen.find((request) => request.url.endsWith('/api/user/change_password'));
    expect(await sentBody(call)).toEqual({
      oldpassword: 'runway-demo-1',
      newpassword: 'a-longer-secret',
    });
    // The change revoked the old token: the session goes on with the one it answered.
    expect(store.get(tokenAtom)).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBe('fresh-token');
  });

  it('says a wrong current password once, under its field: no banner, toast or dialog', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
      'POST /api/user/change_password': () => ({
        status: 400,
        body: {
          success: false,
          message: 'The current password is not correct.',
          field: 'oldpassword',
        },
      }),
    });
    const { store } = renderApp('/profile/change-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/New password/), 'a-longer-secret');
    await user.type(screen.getByLabelText(/Confirm password/), 'a-longer-secret');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getAllByText('The current password is not correct.')).toHaveLength(1);
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(errorDialogAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBe('stored-token');
  });
});
