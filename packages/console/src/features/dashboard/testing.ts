import type { DashboardDesk } from '@runway-live/domain/api';
import { screen, within } from '@testing-library/react';
import { fakeServer, type FakeHandler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { storeSession } from '../../test/users';

/** The dashboard's tests' answers and helpers (DashboardScreen, SetupGuide). */

const NO_SALES: DashboardDesk['sales'] = {
  currency: 'USD',
  timeZone: 'UTC',
  today: { orders: 0, gmv: 0 },
  last7Days: { orders: 0, gmv: 0 },
  last30Days: { orders: 0, gmv: 0 },
  daily: [],
};
const EMPTY_DESK: DashboardDesk = {
  sales: NO_SALES,
  liveNow: [],
  nextShows: [],
  latestOrders: [],
  todo: [],
};
export const summary =
  (answer: object, desk: DashboardDesk = EMPTY_DESK) =>
  () => ({ body: { success: true, summary: answer, desk } });

/** The dashboard opened by `user`, the server answering its summary with `answer`. */
export function openDashboard(user: Parameters<typeof storeSession>[0], answer: FakeHandler) {
  storeSession(user);
  const { seen } = fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    'GET /api/v2/dashboard/summary': answer,
  });
  return { ...renderApp('/dashboard'), seen };
}

/** The figure a dashboard card (a region named by its label) shows, once it is there. */
export async function figureOf(label: string): Promise<string | null> {
  const card = await screen.findByRole('region', { name: label });
  return within(card).getByText(/^(More than )?[\d,]+$/).textContent;
}
