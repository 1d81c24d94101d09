import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';

const total = (count: number) => () => ({
  body: { success: true, data: { items: [], total: count, page: 1, limit: 1 } },
});

describe('the dashboard', () => {
  it('greets an admin and shows the marketplace totals', async () => {
    storeSession(adminUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
      'GET /api/v2/designers': total(4),
      'GET /api/v2/events': total(12),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/Welcome back, Ava\. Here is the marketplace/)).toBeVisible();
    expect(await screen.findByLabelText('Designers: 4')).toBeInTheDocument();
    expect(await screen.findByLabelText('Events: 12')).toBeInTheDocument();
    // A list the server does not offer reads as unknown, with no error dialog.
    expect(await screen.findByLabelText('Coupons: unknown')).toHaveTextContent('—');
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument();
  });

  it('greets a designer with their own totals and no Designers tile', async () => {
    storeSession(designerUser);
    fakeServer({
      'GET /api/auth/me': () => ({ body: { success: true, user: designerUser } }),
      'GET /api/v2/products': total(7),
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/Here is your brand on Runway Live/)).toBeVisible();
    expect(await screen.findByLabelText('Products: 7')).toBeInTheDocument();
    expect(
      screen.queryByText('Designers', { selector: 'a[href="/designer/view-designers"]' }),
    ).toBeNull();
  });
});
