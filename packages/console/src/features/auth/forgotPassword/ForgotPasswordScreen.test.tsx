import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiMessages } from '@runway-live/domain/api';
import { describe, expect, it } from 'vitest';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';

describe('the forgot password screen', () => {
  it('asks for a valid e-mail', async () => {
    fakeServer({});
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'nope@');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("sends the e-mail with role 'admin', shows Success and goes to login on OK", async () => {
    const { seen } = fakeServer({
      'POST /api/auth/forgot-password': () => ({
        body: { success: true, message: 'If the account exists, a link is on its way.' },
      }),
    });
    const { router } = renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'designer@runway.test');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveTextContent('If the account exists, a link is on its way.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(await sentBody(seen[0])).toEqual({ email: 'designer@runway.test', role: 'admin' });
  });

  it('opens the Error! dialog with the server message on failure', async () => {
    fakeServer({
      'POST /api/auth/forgot-password': () => ({
        status: 429,
        body: { success: false, message: 'Too many attempts, try again in a minute' },
      }),
    });
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'designer@runway.test');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Too many attempts, try again in a minute');
  });

  it("#27 tells an applicant, in the server's words, that the application is under review", async () => {
    fakeServer({
      'POST /api/auth/forgot-password': () => ({
        status: 403,
        body: { success: false, message: apiMessages.applicationUnderReview },
      }),
    });
    const { router } = renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'applicant@runway.test');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(apiMessages.applicationUnderReview);
    expect(screen.queryByRole('dialog', { name: 'Success' })).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
  });

  it('goes back to login', async () => {
    fakeServer({});
    const { router } = renderApp('/auth/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'BACK TO LOGIN' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
