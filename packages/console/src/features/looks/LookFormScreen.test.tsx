import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { toastOf } from '../../test/toasts';
import { sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';
import { EVENT_ID, LOOK_ID, lookServer } from './testing';
import { autumnShow, eventAnswer } from '../events/testing';

const DESIGNER_ID = '01930000-0000-7000-8000-0000000000d1';
const nord = apiUser({ _id: DESIGNER_ID, fullName: 'Nora Nord', roles: ['designer'] });

const posted = async (seen: Request[], method: string) =>
  sentBody(seen.find((request) => request.method === method && request.url.includes('/looks')));

describe('the look form', () => {
  it("adds a look to the route's event: Invalid Form first, then an image, then on to its products", async () => {
    storeSession(designerUser);
    const { seen } = lookServer(designerUser, {
      [`GET /api/v2/events/${EVENT_ID}`]: () => eventAnswer({ ...autumnShow, _id: EVENT_ID }),
    });
    const { router } = renderApp(`/event/add-look/${EVENT_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add look' });
    expect(document.title).toBe('Add look · Runway Live');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(trail).findByRole('link', { name: 'Autumn atelier show' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Event' })).toHaveValue('Autumn atelier show');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Morning in Bergen');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Light linen.');
    await user.upload(
      screen.getByLabelText(/Add an image/),
      new File(['png'], 'look.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Image 1 of the look' })).toHaveAttribute(
      'src',
      '/uploads/brands_n3w_1700000000001.png',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A new look goes on to adding its products, in the same event context.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/event/look/products/${EVENT_ID}/l-new`),
    );
    expect(await toastOf('status')).toHaveTextContent('Look added');
    expect(await posted(seen, 'POST')).toEqual({
      name: 'Morning in Bergen',
      description: 'Light linen.',
      images: ['brands_n3w_1700000000001.png'],
      eventId: EVENT_ID,
      status: 'published',
    });
  });

  it('has admin and staff pick the designer first', async () => {
    storeSession(adminUser);
    const { seen } = lookServer(adminUser, {
      'GET /api/v2/designers': () => ({
        body: { success: true, data: { items: [nord], total: 1, page: 1, limit: 100 } },
      }),
    });
    renderApp('/look/add-look');
    const user = userEvent.setup();
    const designer = await screen.findByRole('combobox', { name: /Designer/ });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Studio');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(designer).toHaveFocus());
    expect(designer).toHaveAccessibleDescription(/This field is required/);

    // The designer picker is a searchable combobox (features/people/DesignerSelect).
    await user.type(designer, 'Nor');
    await user.click(await screen.findByRole('option', { name: 'Nora Nord' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastOf('status')).toHaveTextContent('Look added');
    expect(await posted(seen, 'POST')).toMatchObject({ designerId: DESIGNER_ID, eventId: null });
  });

  it('picks the look’s event by its title from the menu, never as a raw id', async () => {
    storeSession(designerUser);
    const show = { ...autumnShow, _id: EVENT_ID, title: 'Autumn atelier show' };
    const { seen } = lookServer(designerUser, {
      'GET /api/v2/events': () => ({
        body: { success: true, data: { items: [show], total: 1, page: 1, limit: 20 } },
      }),
      [`GET /api/v2/events/${EVENT_ID}`]: () => eventAnswer(show),
    });
    renderApp('/look/add-look');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Studio');
    expect(screen.queryByRole('textbox', { name: 'Event id' })).toBeNull();
    const event = screen.getByRole('combobox', { name: /Event/ });
    await user.type(event, 'Autumn');
    await user.click(await screen.findByRole('option', { name: /Autumn atelier show/ }));
    expect(event).toHaveValue('Autumn atelier show');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toastOf('status')).toHaveTextContent('Look added');
    expect(await posted(seen, 'POST')).toMatchObject({ name: 'Studio', eventId: EVENT_ID });
  });

  it('edits a look, removes its cover image and sends only what changed', async () => {
    storeSession(designerUser);
    const { seen } = lookServer();
    const { router } = renderApp(`/look/edit-look/${LOOK_ID}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Evening in Oslo' });
    expect(screen.queryByRole('combobox', { name: /Designer/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
    await user.click(screen.getByRole('button', { name: 'Remove Image 1 of Evening in Oslo' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Night in Oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/look/view-looks'));
    expect(await posted(seen, 'PATCH')).toEqual({
      name: 'Night in Oslo',
      images: ['brands_b4ck_1700000000002.jpg'],
    });
  });

  it("shows an unknown look, or another designer's, as not found with the way back", async () => {
    storeSession(designerUser);
    lookServer(); // any other id is not served: the fake answers 404, as the server does
    const { router } = renderApp(`/event-detail/edit-look/${EVENT_ID}/l-elsewhere`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Error!' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Looks' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/event-detail/view-looks/${EVENT_ID}`),
    );
  });
});
