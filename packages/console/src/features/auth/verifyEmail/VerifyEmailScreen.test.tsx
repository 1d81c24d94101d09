import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
