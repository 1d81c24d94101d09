import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_UNVERIFIED_CODE } from '@runway-live/domain/access';
import { apiMessages } from '@runway-live/domain/api';
import { errorDialogAtom } from '../../../state/errorDialog';
import { userAtom } from '../../../state/session';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { adminUser, storeSession } from '../../../test/users';

async function continueWith(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail/), email);
  await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
  return user;
}

describe('the login screen', () => {
  it('asks for the e-mail: required, then a valid format', async () => {
    fakeServer({});
    renderApp('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
  });

  it('sends an unknown e-mail to register with it prefilled', async () => {
    fakeServer({ 'POST /api/v2/auth/check_email': () => ({ body: { success: false } }) });
    const { router } = renderApp('/auth/login');
    await continueWith('new.brand@runway.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register'));
    expect(router.state.location.search).toBe('?email=new.brand%40runway.test');
  });

  it('signs a known e-mail in with its password and lands on the dashboard', async () => {
    const { seen } = fakeServer({
      'POST /api/v2/auth/check_email': () => ({ body: { success: true } }),
      'POST /api/auth/login': () => ({
        body: { success: true, message: 'Welcome', user: adminUser, token: 'fresh' },
      }),
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    });
    const { router, store } = renderApp('/auth/login');
    const user = await continueWith('admin@runway.test');
    await user.click(await screen.findByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'runway-demo-1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.get(userAtom)?._id).toBe(adminUser._id);
    expect(localStorage.getItem('token')).toBe('fresh');
    const loginCall = seen.find((request) => request.url.endsWith('/api/auth/login'));
    expect(loginCall?.method).toBe('POST');
  });

  it("shows the server's message on a failed login and enables LOGIN again", async () => {
    fakeServer({
      'POST /api/v2/auth/check_email': () => ({ body: { success: true } }),
      'POST /api/auth/login': () => ({
        status: 401,
        body: { success: false, message: 'E-mail or password is wrong' },
      }),
    });
    renderApp('/auth/login');
    const user = await continueWith('admin@runway.test');
    await user.type(await screen.findByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('E-mail or password is wrong'),
    );
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  it("#10.23 shows a shopper's refusal once, as the alert, with no error dialog", async () => {
    fakeServer({
      'POST /api/v2/auth/check_email': () => ({ body: { success: true } }),
      'POST /api/auth/login': () => ({
        status: 403,
        body: { success: false, message: 'This account cannot sign in to the console.' },
      }),
    });
    const { store } = renderApp('/auth/login');
    const user = await continueWith('shopper@runway.test');
    await user.type(await screen.findByLabelText(/^Password/), 'runway-demo-1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This account cannot sign in to the console.',
      ),
    );
    expect(screen.getAllByText('This account cannot sign in to the console.')).toHaveLength(1);
    // The dialog's code loads lazily; its atom says at once whether it was asked for.
    expect(store.get(errorDialogAtom)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  it("#27 shows an applicant's refusal as the alert: the application is under review", async () => {
    fakeServer({
      'POST /api/v2/auth/check_email': () => ({ body: { success: true } }),
      'POST /api/auth/login': () => ({
        status: 403,
        body: { success: false, message: apiMessages.applicationUnderReview },
      }),
    });
    renderApp('/auth/login');
    const user = await continueWith('applicant@runway.test');
    await user.type(await screen.findByLabelText(/^Password/), 'anything-1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(apiMessages.applicationUnderReview),
    );
    // Nothing to send again: the link is for an unverified e-mail only.
    expect(screen.queryByRole('button', { name: 'Send the verification link again' })).toBeNull();
  });

  it('#27 offers an unverified account a new verification link, and says it was sent', async () => {
    const { seen } = fakeServer({
      'POST /api/v2/auth/check_email': () => ({ body: { success: true } }),
      'POST /api/auth/login': () => ({
        status: 403,
        body: {
          success: false,
          message: apiMessages.emailNotVerified,
          code: EMAIL_UNVERIFIED_CODE,
        },
      }),
      'POST /api/auth/resend-verification': () => ({
        body: { success: true, message: apiMessages.verificationMailSent },
      }),
    });
    renderApp('/auth/login');
    const user = await continueWith('wizard@runway.test');
    await user.type(await screen.findByLabelText(/^Password/), 'wizard-pass-1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(apiMessages.emailNotVerified),
    );
    await user.click(screen.getByRole('button', { name: 'Send the verification link again' }));
    await waitFor(() =>
      expect(screen.getByText(apiMessages.verificationMailSent)).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Send the verification link again' })).toBeNull();
    const resent = seen.find((request) => request.url.endsWith('/api/auth/resend-verification'));
    expect(await sentBody(resent!)).toEqual({ email: 'wizard@runway.test' });
  });

  it("says 'Invalid login' when the server gives no answer", async () => {
    fakeServer({
      'POST /api/v2/auth/check_email': () => ({ body: { success: true } }),
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/auth/login');
    const user = await continueWith('admin@runway.test');
    await user.type(await screen.findByLabelText(/^Password/), 'runway-demo-1');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid login'));
  });

  it('goes straight to the dashboard when a token is stored', async () => {
    storeSession(adminUser);
    fakeServer({ 'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }) });
    const { router } = renderApp('/auth/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the social buttons, the footer links and the way to register', async () => {
    fakeServer({});
    renderApp('/auth/login');
    for (const name of ['Apple', 'Google', 'Facebook']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Help', 'Privacy', 'Terms', 'Create new account']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(document.title).toBe('Sign in · Runway Live');
  });

  it('loads the password step with its forgot-password link once the e-mail is known', async () => {
    fakeServer({ 'POST /api/v2/auth/check_email': () => ({ body: { success: true } }) });
    renderApp('/auth/login');
    await continueWith('ava@runway.test');
    expect(await screen.findByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });
});
