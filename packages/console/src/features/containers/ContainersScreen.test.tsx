import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { WEEK_ID, containerServer } from './testing';

const listCalls = (seen: Request[]) =>
  seen
    .filter((request) => new URL(request.url).pathname === '/api/v2/containers')
    .map((request) => new URL(request.url).search);

describe('the Fashion Weeks list', () => {
  it('shows a designer the published weeks, read-only, and has no axe issue', async () => {
    storeSession(designerUser);
    containerServer(designerUser);
    renderApp('/container/view-containers');
    const table = await screen.findByRole('table', { name: 'Fashion Weeks' });
    const title = await within(table).findByRole('link', { name: 'New York Fashion Week' });
    expect(title).toHaveAttribute('href', `/container/container-detail/${WEEK_ID}`);
    const row = title.closest('tr')!;
    expect(row).toHaveTextContent('New York');
    expect(row).toHaveTextContent('Sep 10 – 17, 2026');
    expect(row).toHaveTextContent('Published');
    expect(within(table).queryByText('Paris Fashion Week')).toBeNull();
    // No write control: no Add, no Edit, no Delete, no status chips.
    expect(screen.queryByRole('link', { name: 'Add Fashion Week' })).toBeNull();
    expect(within(row).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Draft' })).toBeNull();
    expect(
      within(row).getByRole('link', { name: 'Events of New York Fashion Week' }),
    ).toHaveAttribute('href', `/container/events/${WEEK_ID}`);
    expect(document.title).toBe('Fashion Weeks · Runway Live');
    expect(await axeViolations()).toEqual([]);
  });

  it('gives admin every week, the status chips and the date range in the URL, and the writes', async () => {
    storeSession(adminUser);
    const { seen } = containerServer(adminUser);
    const { router } = renderApp('/container/view-containers');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Fashion Weeks' });
    const draft = await within(table).findByRole('link', { name: 'Paris Fashion Week' });
    expect(draft.closest('tr')).toHaveTextContent('Draft');
    expect(screen.getByRole('link', { name: 'Add Fashion Week' })).toHaveAttribute(
      'href',
      '/container/add-container',
    );
    expect(within(table).getByRole('link', { name: 'Edit New York Fashion Week' })).toHaveAttribute(
      'href',
      `/container/edit-container/${WEEK_ID}`,
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    await user.type(screen.getByLabelText('From'), '2026-09-01');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-09-01'),
    );
    await waitFor(() =>
      expect(listCalls(seen).at(-1)).toBe('?page=1&limit=20&status=draft&from=2026-09-01'),
    );
  });
});
