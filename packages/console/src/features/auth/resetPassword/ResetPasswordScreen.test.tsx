import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorDialogAtom } from '../../../state/errorDialog';
import { userAtom } from '../../../state/session';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { apiUser, designerUser } from '../../../test/users';

const tokenIsGood = () => ({ body: { success: true, message: 'Token is valid' } });

describe('the reset password screen', () => {
  it("says 'Invalid url' without a token", async () => {
    fakeServer({});
    renderApp('/auth/reset-password/%20');
    expect(await screen.findByText('Invalid url')).toBeInTheDocument();
  });

  it("#10.20 says 'Invalid url' at /auth/reset-password with no token, and offers a new link", async () => {
    fakeServer({});
    const { router } = renderApp('/auth/reset-password');
    expect(await screen.findByText('Invalid url')).toBeInTheDocument();
    expect(screen.queryByText(/Page not found/i)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
  });

  it("#10.20 shows a bad token's message once, with no dialog, and offers a new link", async () => {
    fakeServer({
      'POST /api/auth/verify-token': () => ({
        status: 400,
        body: { success: false, message: 'This link has expired' },
      }),
    });
    const { store } = renderApp('/auth/reset-password/old-token');
    expect(await screen.findByText('This link has expired')).toBeInTheDocument();
    expect(screen.getAllByText('This link has expired')).toHaveLength(1);
    expect(store.get(errorDialogAtom)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('shows the failure of the token check in place of the form', async () => {
    fakeServer({
      'POST /api/auth/verify-token': () => ({
        status: 400,
        body: { success: false, message: 'This link has expired' },
      }),
    });
    renderApp('/auth/reset-password/old-token');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'This link has expired',
      ),
    );
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('checks the new password and its confirmation', async () => {
    fakeServer({ 'POST /api/auth/verify-token': tokenIsGood });
    renderApp('/auth/reset-password/good-token');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.type(screen.getByLabelText(/Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter min 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password not match with new password')).toBeInTheDocument();
  });

  it('signs a designer in and goes to the dashboard', async () => {
    const { seen } = fakeServer({
      'POST /api/auth/verify-token': tokenIsGood,
      'POST /api/auth/reset-password': () => ({
        body: { success: true, message: 'Password changed', user: designerUser, token: 'new' },
      }),
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
    });
    const { router, store } = renderApp('/auth/reset-password/good-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New password/), 'a-new-secret');
    await user.type(screen.getByLabelText(/Confirm password/), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.get(userAtom)?._id).toBe(designerUser._id);
    const resetCall = seen.find((request) => request.url.endsWith('/api/auth/reset-password'));
    expect(await sentBody(resetCall)).toEqual({ password: 'a-new-secret', token: 'good-token' });
  });

  it('shows a success popup to a plain user and then the login page', async () => {
    const shopper = apiUser({ _id: 'u-shop', roles: ['user'] });
    fakeServer({
      'POST /api/auth/verify-token': tokenIsGood,
      'POST /api/auth/reset-password': () => ({
        body: { success: true, message: 'Password changed', user: shopper, token: 't' },
      }),
    });
    const { router, store } = renderApp('/auth/reset-password/good-token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New password/), 'a-new-secret');
    await user.type(screen.getByLabelText(/Confirm password/), 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Password changed',
    );
    expect(store.get(userAtom)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
