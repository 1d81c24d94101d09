import type { PublicEvent, SessionResponse } from '@runway-live/domain/api';
import { apiMessages } from '@runway-live/domain/api';
import { messages } from '@runway-live/domain/messages';
import { createMemoryStorage } from '@runway-live/domain/storage';
import { RunwayThemeProvider } from '@runway-live/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../state/storedSession';
import { axeViolations } from '../../test/axe';
import { FakeLiveTransport } from '../../test/fakeLiveTransport';
import { aPublicEvent } from '../../test/liveViewerFixtures';
import type { LiveViewerApi } from '../live/liveApi';
import LiveEventPage from '../live/LiveEventPage';
import { ShopperCallError, type ShopperApi } from './shopperApi';
import { SHOPPER_SESSION_KEY } from './shopperSession';

const viewerId = '9b2d5c1e-3f4a-4b6c-8d7e-1a2b3c4d5e6f';

const session = (fullName: string, token: string): SessionResponse => ({
  success: true,
  message: apiMessages.loggedIn,
  token,
  user: {
    _id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    fullName,
    email: 'anna@shop.test',
    roles: ['user'],
  } as SessionResponse['user'],
});

function setup({
  login = async () => session('Anna Berg', 'shopper-token'),
  register = async () => ({
    ...session('Anna Berg', 'new-token'),
    message: apiMessages.registered,
  }),
  storage = createMemoryStorage(),
}: {
  login?: ShopperApi['login'];
  register?: ShopperApi['register'];
  storage?: ReturnType<typeof createMemoryStorage>;
} = {}) {
  const transport = new FakeLiveTransport();
  transport.answer = (name, payload) =>
    name === 'room'
      ? {
          ok: true,
          eventId: (payload as { eventId: string }).eventId,
          role: 'viewer',
          chat: 'allowed',
        }
      : { ok: true };
  const connect = vi.fn((_auth: unknown) => transport);
  const api: LiveViewerApi = {
    event: async () => ({ status: 'found', data: aPublicEvent({ status: 'live' }) as PublicEvent }),
    history: async () => [],
  };
  const shopperApi = {
    call: vi.fn(),
    login: vi.fn(login),
    register: vi.fn(register),
  } as unknown as ShopperApi;
  render(
    <RunwayThemeProvider>
      <LiveEventPage
        eventId={aPublicEvent()._id}
        viewerId={viewerId}
        api={api}
        storage={storage}
        shopperApi={shopperApi}
        transport={connect}
        now={() => Date.UTC(2026, 10, 25, 19, 5, 0)}
      />
    </RunwayThemeProvider>,
  );
  return { connect, shopperApi, storage };
}

const dialog = () => screen.getByRole('dialog', { name: 'Your Runway Live account' });

describe("the shoppers' sign-in on the live viewer page", () => {
  it('opens from "Sign in to chat." by keyboard, signs in with Enter and keeps the video playing', async () => {
    const user = userEvent.setup();
    const { connect, shopperApi, storage } = setup();
    const video = await screen.findByLabelText('Winter show', { selector: 'video' });
    const signInToChat = await screen.findByRole('button', { name: 'Sign in to chat.' });
    signInToChat.focus();
    await user.keyboard('{Enter}');

    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    expect(dialog()).toBeVisible();
    // The page behind, with its video, stays as it was under the dialog.
    expect(video.isConnected).toBe(true);
    expect(await axeViolations()).toEqual([]);

    await user.click(form.getByRole('textbox', { name: /E-mail/ }));
    await user.keyboard('anna@shop.test');
    await user.tab();
    await user.keyboard('runway-demo-1{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shopperApi.login).toHaveBeenCalledWith({
      email: 'anna@shop.test',
      password: 'runway-demo-1',
    });
    expect(screen.getByText('Signed in as Anna Berg')).toBeVisible();
    // The same video element: the show never stopped; the chat opened for the account.
    expect(screen.getByLabelText('Winter show', { selector: 'video' })).toBe(video);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(connect).toHaveBeenLastCalledWith({ token: 'shopper-token' });
    // The player's own session, never the console's.
    expect(JSON.parse(storage.getItem(SHOPPER_SESSION_KEY) ?? '{}')).toMatchObject({
      token: 'shopper-token',
      user: { fullName: 'Anna Berg', roles: ['user'] },
    });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("says each field's problem under it, and the server's refusal above the form", async () => {
    const user = userEvent.setup();
    const { shopperApi } = setup({
      login: async () => {
        throw new ShopperCallError('E-mail or password is wrong', 401);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const form = within(await screen.findByRole('form', { name: 'Sign in' }));
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await form.findByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      messages.required,
    );
    expect(form.getByLabelText(/^Password/)).toHaveAccessibleDescription(messages.required);
    await user.type(form.getByRole('textbox', { name: /E-mail/ }), 'anna@');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
        messages.loginEmailInvalid,
      ),
    );
    expect(shopperApi.login).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await user.type(form.getByRole('textbox', { name: /E-mail/ }), 'shop.test');
    await user.type(form.getByLabelText(/^Password/), 'nope-nope');
    await user.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await form.findByRole('alert')).toHaveTextContent('E-mail or password is wrong');
    expect(dialog()).toBeVisible();
  });

  it("creates an account with the spec's payload, says to verify the e-mail, and signs in", async () => {
    const user = userEvent.setup();
    const { shopperApi, storage } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    const form = within(await screen.findByRole('form', { name: 'Create account' }));
    await user.type(form.getByRole('textbox', { name: /Full name/ }), 'Anna Berg');
    await user.type(form.getByRole('textbox', { name: /E-mail/ }), 'anna@shop.test');
    await user.type(form.getByLabelText(/^Password/), 'runway-demo-1');
    await user.type(form.getByLabelText(/^Repeat the password/), 'runway-demo-2');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText(messages.passwordsMustMatch)).toBeVisible();
    expect(shopperApi.register).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText(/^Repeat the password/));
    await user.type(form.getByLabelText(/^Repeat the password/), 'runway-demo-1');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(apiMessages.registered);
    expect(shopperApi.register).toHaveBeenCalledWith({
      fullName: 'Anna Berg',
      email: 'anna@shop.test',
      password: 'runway-demo-1',
      repeatPassword: 'runway-demo-1',
    });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Back to the show' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Signed in as Anna Berg')).toBeVisible();
    expect(storage.getItem(SHOPPER_SESSION_KEY)).toContain('new-token');
  });

  it('says a taken e-mail under the e-mail field', async () => {
    const user = userEvent.setup();
    setup({
      register: async () => {
        throw new ShopperCallError(apiMessages.emailTaken, 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    const form = within(await screen.findByRole('form', { name: 'Create account' }));
    await user.type(form.getByRole('textbox', { name: /Full name/ }), 'Anna Berg');
    await user.type(form.getByRole('textbox', { name: /E-mail/ }), 'anna@shop.test');
    await user.type(form.getByLabelText(/^Password/), 'runway-demo-1');
    await user.type(form.getByLabelText(/^Repeat the password/), 'runway-demo-1');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
        apiMessages.emailTaken,
      ),
    );
  });

  it('restores the shopper session on the next visit, and Sign out falls back to the console session', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    storage.setItem(TOKEN_KEY, 'console-token');
    storage.setItem(
      SHOPPER_SESSION_KEY,
      JSON.stringify({
        token: 'kept',
        user: { _id: 'u1', fullName: 'Anna Berg', roles: ['user'] },
      }),
    );
    const { connect } = setup({ storage });
    expect(await screen.findByText('Signed in as Anna Berg')).toBeVisible();
    await waitFor(() => expect(connect).toHaveBeenLastCalledWith({ token: 'kept' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed in as your console account')).toBeVisible();
    await waitFor(() => expect(connect).toHaveBeenLastCalledWith({ token: 'console-token' }));
    expect(storage.getItem(SHOPPER_SESSION_KEY)).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBe('console-token');
  });
});
