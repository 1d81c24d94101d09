import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/renderApp';
import { adminUser, designerUser, storeSession } from '../../test/users';
import { WEEK_ID, containerServer } from './testing';

describe('a Fashion Week’s detail', () => {
  it('shows its dates, city, status and cover, its events with the warning, and has no axe issue', async () => {
    storeSession(adminUser);
    containerServer(adminUser);
    renderApp(`/container/container-detail/${WEEK_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'New York Fashion Week' });
    expect(document.title).toBe('New York Fashion Week · Runway Live');
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('Sep 10 – 17, 2026');
    expect(overview).toHaveTextContent('New York');
    expect(overview).toHaveTextContent('Published');
    expect(
      within(overview).getByRole('img', { name: 'Cover of New York Fashion Week' }),
    ).toHaveAttribute('src', '/uploads/brands_c0ver_1700000000003.jpg');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/container/edit-container/${WEEK_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add event' })).toHaveAttribute(
      'href',
      `/container/event/add-event/${WEEK_ID}`,
    );

    const events = await screen.findByRole('list', { name: 'Events of New York Fashion Week' });
    const items = within(events).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Spring Runway Live' })).toHaveAttribute(
      'href',
      '/event/event-detail/e-inside',
    );
    expect(items[0]).not.toHaveTextContent('Outside the week’s dates');
    expect(items[1]).toHaveTextContent('Late Encore');
    expect(items[1]).toHaveTextContent('Outside the week’s dates');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the web events tab’s empty state, and a designer no Edit', async () => {
    storeSession(designerUser);
    containerServer(designerUser);
    renderApp(`/container/container-detail/${WEEK_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New York Fashion Week' });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add event' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Web events' }));
    expect(await screen.findByText('No web events yet')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is the not-found page for a week the reader does not see', async () => {
    storeSession(designerUser);
    containerServer(designerUser);
    renderApp('/container/container-detail/01930000-0000-7000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Fashion Weeks' })).toHaveAttribute(
      'href',
      '/container/view-containers',
    );
  });
});
