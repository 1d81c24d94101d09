import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { designerAccount } from '../../../test/designers';
import { fakeServer, pageAnswer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { adminUser, storeSession } from '../../../test/users';
import { WEB_EVENT_REPORT } from '../reportFixtures';

beforeAll(async () => {
  await import('./WebEventsReportScreen');
}, 60_000);

const ardent = designerAccount('Maison Ardent', 'approved');
const nord = designerAccount('Nord Atelier', 'approved');

function webReportServer() {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    'GET /api/v2/reports/web-events': () => ({ body: { success: true, data: WEB_EVENT_REPORT } }),
    'GET /api/v2/designers': () => pageAnswer([ardent, nord]),
  });
}

const reportCalls = (seen: Request[]) =>
  seen.filter((request) => request.url.includes('/api/v2/reports/web-events'));

describe('the web-events report', () => {
  it('offers admin and staff the designers to filter by, as the orders report does, and names the chosen one', async () => {
    storeSession(adminUser);
    const { seen } = webReportServer();
    const { router } = renderApp(`/report/web-events?designerId=${encodeURIComponent(ardent._id)}`);
    const table = await screen.findByRole('table', { name: 'Web events' });
    expect(await within(table).findByText('Lookbook live')).toBeVisible();
    // The designer read from the URL is named by the brand the report's rows carry.
    const filter = screen.getByRole('combobox', { name: 'Designer' });
    await waitFor(() => expect(filter).toHaveValue('Maison Ardent'));
    expect(new URL(reportCalls(seen)[0]!.url).searchParams.get('designerId')).toBe(ardent._id);

    const user = userEvent.setup();
    await user.clear(filter);
    await user.type(filter, 'Nord');
    await user.click(await screen.findByRole('option', { name: /Nord Atelier/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('designerId')).toBe(nord._id),
    );
    await waitFor(() =>
      expect(new URL(reportCalls(seen).at(-1)!.url).searchParams.get('designerId')).toBe(nord._id),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
