import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorDialogAtom } from '../../../state/errorDialog';
import { tokenAtom } from '../../../state/session';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { designerUser } from '../../../test/users';

describe('the e-mail verification screen', () => {
  it('verifies a web user once, stores the session and opens the dashboard', async () => {
    const { seen } = fakeServer({
      'POST /api/auth/verify_email': () => ({
        body: { success: true, message: 'Verified', user: designerUser, token: 'verified' },
      }),
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
    });
    const { router, store } = renderApp('/auth/verify-email/mail-token?user=webuser');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.get(tokenAtom)).toBe('verified');
    const calls = seen.filter((request) => request.url.endsWith('/api/auth/verify_email'));
    expect(calls).toHaveLength(1);
    expect(await sentBody(calls[0])).toEqual({ hashedEmailCode: 'mail-token' });
  });

  it('#10.21 stops on a failed verification: its message once, no spinner, a way to login', async () => {
    fakeServer({
      'POST /api/auth/verify_email': () => ({
        status: 400,
        body: { success: false, message: 'This verification link is invalid or has expired.' },
      }),
    });
    const { router, store } = renderApp('/auth/verify-email/spent-token?user=webuser');
    const message = 'This verification link is invalid or has expired.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(store.get(errorDialogAtom)).toBeNull();
    expect(screen.queryByLabelText('Verifying your e-mail')).not.toBeInTheDocument();
    expect(screen.queryByText(/Verifying/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
