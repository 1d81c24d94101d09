import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, storeSession } from '../../test/users';
import { WEEK_ID, containerServer } from './testing';

const sent = async (seen: Request[], method: string) =>
  sentBody(
    seen.find((request) => request.method === method && request.url.includes('/api/v2/containers')),
  );

describe('the Fashion Week form', () => {
  it('adds a week: Invalid Form first, the end checked against the start, then on to the week', async () => {
    storeSession(adminUser);
    const { seen } = containerServer(adminUser);
    const { router } = renderApp('/container/add-container');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add Fashion Week' });
    expect(document.title).toBe('Add Fashion Week · Runway Live');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastOf('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Milan Fashion Week');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Milan');
    const range = screen.getByRole('group', { name: 'Dates' });
    await user.type(within(range).getByLabelText(/First day/), '2026-09-20');
    await user.type(within(range).getByLabelText(/Last day/), '2026-09-18');
    expect(within(range).getByLabelText(/Last day/)).toHaveAttribute('min', '2026-09-20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(range).getByLabelText(/Last day/));
    await user.type(within(range).getByLabelText(/Last day/), '2026-09-26');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/container/container-detail/c-new'),
    );
    expect(await toastOf('status')).toHaveTextContent('Fashion Week added');
    expect(await sent(seen, 'POST')).toEqual({
      title: 'Milan Fashion Week',
      city: 'Milan',
      startDate: '2026-09-20',
      endDate: '2026-09-26',
      description: '',
      coverImage: '',
      status: 'published',
    });
  });

  it('edits a week, sending only what changed, with its cover shown', async () => {
    storeSession(adminUser);
    const { seen } = containerServer(adminUser);
    const { router } = renderApp(`/container/edit-container/${WEEK_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit New York Fashion Week' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'New York Fashion Week' })).toHaveAttribute(
      'href',
      `/container/container-detail/${WEEK_ID}`,
    );
    expect(screen.getByLabelText(/Last day/)).toHaveValue('2026-09-17');
    expect(screen.getByText('brands_c0ver_1700000000003.jpg')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.clear(screen.getByLabelText(/Last day/));
    await user.type(screen.getByLabelText(/Last day/), '2026-09-19');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/container/container-detail/${WEEK_ID}`),
    );
    expect(await sent(seen, 'PATCH')).toEqual({ endDate: '2026-09-19' });
  });

  it('shows the server’s refusal under the date it names', async () => {
    storeSession(adminUser);
    containerServer(adminUser, {
      [`PATCH /api/v2/containers/${WEEK_ID}`]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'startDate: The end date must be on or after the start date',
        },
      }),
    });
    renderApp(`/container/edit-container/${WEEK_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit New York Fashion Week' });
    await user.clear(screen.getByLabelText(/First day/));
    await user.type(screen.getByLabelText(/First day/), '2026-09-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First day/)).toHaveFocus();
  });
});
