import { apiMessages } from '@runway-live/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { designerAccount, designerDetail } from '../../test/designers';
import { fakeServer, sentBody, type FakeHandler } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { toastOf } from '../../test/toasts';
import { adminUser, storeSession } from '../../test/users';

const candidate = {
  AddressKeyFormat: {
    AddressLine: ['350 5TH AVE'],
    PoliticalDivision2: 'NEW YORK',
    PoliticalDivision1: 'NY',
    PostcodePrimaryLow: '10118',
    CountryCode: 'US',
  },
};

const nord = designerAccount(
  'Nord',
  'approved',
  {
    website: 'nord.example',
    commission: 15,
    subscriptionAmount: 49,
    enquiry: { mobileNumber: '', email: 'press@nord.test' },
    address: {
      pincode: 'M5V 2T6',
      primaryAddress: '1 King St W',
      country: 'Canada',
      state: 'ON',
      city: 'Toronto',
    },
  },
  { mobileNumber: '+14165550100' },
);

function designerFormServer(routes: Record<string, FakeHandler> = {}) {
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user: adminUser } }),
    'GET /api/v2/designers': () => ({
      body: { success: true, data: { items: [nord], total: 1, page: 1, limit: 20 } },
    }),
    'GET /api/v2/designers/u-Nord': () => ({
      body: { success: true, data: designerDetail(nord) },
    }),
    'POST /api/v2/order/validate_address': () => ({
      body: {
        success: true,
        carrier: 'UPS',
        indicator: 'ValidAddressIndicator',
        candidates: [candidate],
      },
    }),
    'POST /api/v2/user/runwayuser': async (request) => ({
      body: {
        success: true,
        message: 'User created',
        user: { ...nord, ...((await sentBody(request)) as object) },
      },
    }),
    'POST /api/v2/user/update-user': () => ({
      body: { success: true, message: 'User updated', user: nord },
    }),
    ...routes,
  });
}

/** Puts a value in a field at once, as a paste does (typing each key is slow here). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const call = (seen: Request[], path: string) =>
  seen.find((request) => new URL(request.url).pathname === path);

describe('add designer', () => {
  it('creates a designer with the application’s parts, the US address verified, and its terms', async () => {
    storeSession(adminUser);
    const { seen } = designerFormServer();
    const { router } = renderApp('/designer/add-designer');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Add designer' });
    // The application's sections, as cards of the console, and the terms.
    for (const title of [
      'Contact',
      'Brand',
      'Identification and tax',
      'Address',
      'Brand logo',
      'Terms',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Full name/)).toBeRequired();
    expect(screen.getByLabelText(/^Brand name/)).toBeRequired();
    expect(screen.getByLabelText(/^Identification number/)).not.toBeRequired();

    await fill(user, screen.getByLabelText(/^Contact first name/), 'Ines');
    await fill(user, screen.getByLabelText(/^Contact last name/), 'Ortega');
    await fill(user, screen.getByLabelText(/^Full name/), 'Ines Ortega');
    await fill(user, screen.getByLabelText(/^E-mail/), 'ines@ortega.test');
    await fill(user, screen.getByLabelText(/^Brand name/), 'Ortega Knit');
    await fill(user, screen.getByRole('textbox', { name: /^Address/ }), '350 5th Ave');
    await fill(user, screen.getByLabelText(/^City/), 'New York');
    await fill(user, screen.getByLabelText(/^State/), 'NY');
    await fill(user, screen.getByLabelText(/^Postal code/), '10118');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'United States');
    await fill(user, screen.getByLabelText(/^Commission/), '17.5');
    await fill(user, screen.getByLabelText(/^Subscription amount/), '29');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    expect(call(seen, '/api/v2/user/runwayuser')).toBeUndefined();
    // The one match comes ticked.
    expect(within(popup).getByRole('checkbox')).toBeChecked();
    await user.click(within(popup).getByRole('button', { name: 'Select' }));

    // The chosen address carries the save on, without a second press. The toast is read
    // first: it leaves by itself after five seconds, which a loaded machine once spent
    // between the save and a later look.
    expect(await toastOf('status')).toHaveTextContent(
      'Designer added: a link to choose a password is on its way to them',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/designer/view-designers'));
    expect(await sentBody(call(seen, '/api/v2/user/runwayuser'))).toMatchObject({
      contactFirstName: 'Ines',
      fullName: 'Ines Ortega',
      email: 'ines@ortega.test',
      brandName: 'Ortega Knit',
      address: { primaryAddress: '350 5TH AVE', city: 'NEW YORK', country: 'United States' },
      returnAddressIsSame: true,
      commission: 17.5,
      subscriptionAmount: 29,
      roles: ['designer'],
    });
  });

  it('has no axe issue', async () => {
    storeSession(adminUser);
    designerFormServer();
    renderApp('/designer/add-designer');
    await screen.findByRole('heading', { level: 1, name: 'Add designer' });
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Invalid Form' first, then shows a taken e-mail under the field", async () => {
    storeSession(adminUser);
    designerFormServer({
      'POST /api/v2/user/runwayuser': () => ({
        status: 409,
        body: { success: false, message: apiMessages.emailTaken, field: 'email' },
      }),
    });
    renderApp('/designer/add-designer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findByRole('alert')).toHaveTextContent('Invalid Form');
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    await fill(user, await screen.findByLabelText(/^Full name/), 'Dup Licate');
    await fill(user, screen.getByLabelText(/^E-mail/), 'staff@runway.test');
    await fill(user, screen.getByLabelText(/^Brand name/), 'Dup');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(apiMessages.emailTaken));
    expect(email).toHaveFocus();
  });
});

describe('edit designer', () => {
  it('is the same form, prefilled; it saves through update-user and goes to the designer', async () => {
    storeSession(adminUser);
    const { seen } = designerFormServer();
    const { router } = renderApp('/designer/edit-designer/u-Nord');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Nord' });
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('nord@brand.test');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Enquiry e-mail/)).toHaveValue('press@nord.test');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Toronto');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Canada');
    expect(screen.getByLabelText(/^Commission/)).toHaveValue('15');
    expect(await axeViolations()).toEqual([]);

    await fill(user, screen.getByLabelText(/^Commission/), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A Canadian address is not checked with the carrier.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/designer/designer-detail/u-Nord'),
    );
    expect(call(seen, '/api/v2/order/validate_address')).toBeUndefined();
    expect(await sentBody(call(seen, '/api/v2/user/update-user'))).toMatchObject({
      user_id: 'u-Nord',
      firstName: 'Nord',
      brandName: 'Nord',
      enquiry: { email: 'press@nord.test', mobileNumber: '' },
      address: { city: 'Toronto', country: 'Canada' },
      commission: 20,
      subscriptionAmount: 49,
    });
    expect(await sentBody(call(seen, '/api/v2/user/update-user'))).not.toHaveProperty('email');
  });

  it('says the designer is not there for an unknown id', async () => {
    storeSession(adminUser);
    designerFormServer();
    renderApp('/designer/edit-designer/u-gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Designers' })).toHaveAttribute(
      'href',
      '/designer/view-designers',
    );
  });
});
