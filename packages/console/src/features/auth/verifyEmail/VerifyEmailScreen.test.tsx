import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '../deepLinksNavigation';
import { errorDialogAtom } from '../../../state/errorDialog';
import { tokenAtom } from '../../../state/session';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { apiUser, designerUser } from '../../../test/users';

vi.mock('../deepLinksNavigation', () => ({ leaveFor: vi.fn() }));

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
afterEach(() => {
  vi.mocked(leaveFor).mockClear();
  vi.restoreAllMocks();
});

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

  it('verifies an app link opened on a computer in the console: no app link, no store', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    const shopper = apiUser({ _id: 'u-shopper', roles: ['user'] });
    const { seen } = fakeServer({
      'POST /api/auth/verify_email': () => ({
        body: { success: true, message: 'Verified', user: shopper, token: 'app-session' },
      }),
    });
    const { store } = renderApp('/auth/verify-email/app-token');
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your e-mail address is verified. Sign in from the Runway Live app.',
    );
    expect(leaveFor).not.toHaveBeenCalled();
    // An app account gets no console session.
    expect(store.get(tokenAtom)).toBeNull();
    const calls = seen.filter((request) => request.url.endsWith('/api/auth/verify_email'));
    expect(await sentBody(calls[0])).toEqual({ hashedEmailCode: 'app-token' });
  });

  it('signs a designer in from an app link opened on a computer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    fakeServer({
      'POST /api/auth/verify_email': () => ({
        body: { success: true, message: 'Verified', user: designerUser, token: 'verified' },
      }),
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
    });
    const { router } = renderApp('/auth/verify-email/designer-token');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows a bad link opened on a computer as not verified, without leaving the console', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    fakeServer({
      'POST /api/auth/verify_email': () => ({
        status: 400,
        body: { success: false, message: 'This verification link is invalid or has expired.' },
      }),
    });
    renderApp('/auth/verify-email/bad-token');
    expect(
      await screen.findByText('This verification link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mail not verified' })).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
