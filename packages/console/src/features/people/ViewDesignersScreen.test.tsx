import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { captureCsvDownloads } from '../../test/csvDownloads';
import { fakeServer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, apiUser, storeSession } from '../../test/users';
import { designerAccount, designerDetail } from '../../test/designers';

const staffUser = apiUser({ _id: 'u-staff', fullName: 'Sam Staff', roles: ['member'] });

/** A brand's account as the designers list answers it. */
const brand = (name: string, status: 'pending' | 'approved' | 'rejected') =>
  designerAccount(name, status);

/** Answers the designers list from the query it receives, as the server would. */
function designersServer(status = 200, me = adminUser) {
  const all = [brand('Vale', 'pending'), brand('Nord', 'approved'), brand('Reed', 'pending')];
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: me } }),
    'POST /api/v2/designers/approve': async (request) => ({
      body: {
        success: true,
        data: { decided: ((await sentBody(request)) as { ids: string[] }).ids.length },
      },
    }),
    'POST /api/v2/designers/reject': async (request) => ({
      body: {
        success: true,
        data: { decided: ((await sentBody(request)) as { ids: string[] }).ids.length },
      },
    }),
    'POST /api/v2/designers/u-Vale/approve': () => ({
      body: { success: true, data: designerDetail(brand('Vale', 'approved')) },
    }),
    'POST /api/v2/designers/u-Reed/reject': () => ({
      body: { success: true, data: designerDetail(brand('Reed', 'rejected')) },
    }),
    'GET /api/v2/designers': (request) => {
      if (status !== 200) return { status, body: { success: false, message: 'Database down' } };
      const query = new URL(request.url).searchParams;
      const wanted = query.get('applicationStatus');
      const items = all.filter((item) => !wanted || item.designer?.applicationStatus === wanted);
      return {
        body: {
          success: true,
          data: {
            items,
            total: items.length + 40,
            page: Number(query.get('page')),
            limit: Number(query.get('limit')),
          },
        },
      };
    },
  });
}

const lastQuery = (seen: Request[]) =>
  new URL(seen.filter((request) => request.url.includes('/api/v2/designers')).at(-1)!.url)
    .searchParams;

describe('view designers', () => {
  it('loads the page the URL names and shows each brand with its status', async () => {
    storeSession(adminUser);
    const { seen } = designersServer();
    renderApp('/designer/view-designers?page=2&sort=brandName:desc&applicationStatus=pending');
    const table = await screen.findByRole('table', { name: 'Designers' });
    expect(await within(table).findByText('Vale')).toBeInTheDocument();
    expect(within(table).getByText('Reed')).toBeInTheDocument();
    expect(within(table).queryByText('Nord')).toBeNull();
    expect(within(table).getAllByText('Pending')).toHaveLength(2);
    // Issue 19: an admin's import names designers by id, so the list shows it.
    expect(within(table).getByRole('columnheader', { name: 'Designer Id' })).toBeInTheDocument();
    expect(within(table).getByText('u-Vale')).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery(seen))).toEqual({
      page: '2',
      limit: '20',
      sort: 'brandName:desc',
      applicationStatus: 'pending',
    });
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: /Brand/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('#10.24 has no axe issue: no second landmark named like the table', async () => {
    storeSession(adminUser);
    designersServer();
    renderApp('/designer/view-designers');
    await screen.findByRole('table', { name: 'Designers' });
    await screen.findByText('Vale');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the filter, search and sort in the URL and starts again from page 1', async () => {
    storeSession(adminUser);
    const { seen } = designersServer();
    const { router } = renderApp('/designer/view-designers?page=3');
    await screen.findByText('Nord');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?applicationStatus=approved'));
    // Pressing another chip replaces the status: the API filters by one.
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(router.state.location.search).toBe('?applicationStatus=rejected'));

    await user.type(screen.getByRole('searchbox', { name: 'Search designers' }), 'vale{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=vale&applicationStatus=rejected'),
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery(seen).get('sort')).toBe('fullName:asc'));
    expect(lastQuery(seen).get('search')).toBe('vale');
    expect(lastQuery(seen).get('page')).toBe('1');
  });

  it('shows the empty state when nothing matches', async () => {
    storeSession(adminUser);
    designersServer();
    renderApp('/designer/view-designers?applicationStatus=rejected');
    expect(await screen.findByText('No designers found')).toBeInTheDocument();
    expect(screen.getByText('No designer matches these filters.')).toBeInTheDocument();
  });

  it("shows the server's message in the table, with no error dialog", async () => {
    storeSession(adminUser);
    designersServer(503);
    renderApp('/designer/view-designers');
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error!' })).not.toBeInTheDocument();
  });

  it('approves the selected applications together, after asking', async () => {
    storeSession(adminUser);
    const { seen } = designersServer();
    renderApp('/designer/view-designers?applicationStatus=pending');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Vale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Reed' }));
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bulk).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 applications?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 applications approved');
    const call = seen.find((request) => request.url.endsWith('/api/v2/designers/approve'));
    expect(await sentBody(call)).toEqual({ ids: ['u-Vale', 'u-Reed'] });
    // Decided: the selection is cleared.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  });

  it('rejects the selected applications with one reason, which it asks for', async () => {
    storeSession(adminUser);
    const { seen } = designersServer();
    renderApp('/designer/view-designers?applicationStatus=pending');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Reed' }));
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bulk).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Closed for now');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 application rejected');
    const call = seen.find((request) => request.url.endsWith('/api/v2/designers/reject'));
    expect(await sentBody(call)).toEqual({ ids: ['u-Reed'], reason: 'Closed for now' });
  });

  it('approves or rejects a pending application from its row, naming the designer', async () => {
    storeSession(adminUser);
    const { seen } = designersServer();
    renderApp('/designer/view-designers');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Designers' });
    await within(table).findByText('Vale');
    // Only pending applications are decided: the approved brand's row has no such buttons.
    expect(within(table).queryByRole('button', { name: 'Approve Nord' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Reject Nord' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Approve Vale' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve Vale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.some((request) => request.url.includes('/approve'))).toBe(false);

    await user.click(within(table).getByRole('button', { name: 'Approve Vale' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve Vale?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vale approved');
    expect(
      seen.filter((request) => request.method === 'POST').map((request) => request.url),
    ).toEqual([expect.stringMatching(/\/api\/v2\/designers\/u-Vale\/approve$/)]);

    await user.click(within(table).getByRole('button', { name: 'Reject Reed' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Reed?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Closed for now');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Reed rejected'),
    );
    const call = seen.find((request) => request.url.endsWith('/api/v2/designers/u-Reed/reject'));
    expect(await sentBody(call)).toEqual({ reason: 'Closed for now' });
  });

  it('exports the designers the search and filter select as CSV', async () => {
    storeSession(adminUser);
    const { fetchMock } = designersServer();
    const { requests: exports, saved } = captureCsvDownloads({
      fetchMock,
      matches: (url) => url.includes('/api/v2/designers/export'),
      fileName: 'designers-2026-11-25.csv',
    });
    renderApp('/designer/view-designers?applicationStatus=pending&search=vale&page=2');
    const user = userEvent.setup();
    await screen.findByText('Vale');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['designers-2026-11-25.csv']));
    expect(Object.fromEntries(exports[0]!.searchParams)).toEqual({
      search: 'vale',
      applicationStatus: 'pending',
    });
  });

  it('links each row to its designer; the admin adds and edits, staff only view', async () => {
    storeSession(adminUser);
    designersServer();
    const { unmount } = renderApp('/designer/view-designers');
    expect(await screen.findByRole('link', { name: 'View Vale' })).toHaveAttribute(
      'href',
      '/designer/designer-detail/u-Vale',
    );
    expect(screen.getByRole('link', { name: 'Edit Vale' })).toHaveAttribute(
      'href',
      '/designer/edit-designer/u-Vale',
    );
    expect(screen.getByRole('link', { name: 'Add designer' })).toHaveAttribute(
      'href',
      '/designer/add-designer',
    );
    unmount();

    storeSession(staffUser);
    designersServer(200, staffUser);
    renderApp('/designer/view-designers');
    expect(await screen.findByRole('link', { name: 'View Vale' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Vale' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add designer' })).toBeNull();
  });
});
