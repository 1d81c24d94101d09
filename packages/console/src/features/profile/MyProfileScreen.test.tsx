import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shippingFlatRateMessages } from '@runway-live/domain/schemas';
import { userCopy } from '../../state/storedSession';
import { userAtom } from '../../state/session';
import { fakeServer, sentBody, type FakeAnswer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { adminUser, apiUser, designerUser, storeSession } from '../../test/users';

const UPDATE_USER = 'POST /api/v2/user/update-user';

function signedIn(user: typeof adminUser, routes: Parameters<typeof fakeServer>[0] = {}) {
  storeSession(user);
  return fakeServer({
    'GET /api/auth/me': () => ({ body: { success: true, user } }),
    ...routes,
  });
}

const brandedDesigner = apiUser({
  ...designerUser,
  designer: {
    brandName: 'Maison Dara',
    website: 'maisondara.com',
    instagram: '',
    facebook: '',
    identification: 'ID-1',
    businessTelephone: '+12015550123',
    taxResaleNumber: 'TX-1',
    enquiry: null,
    address: null,
    returnAddress: null,
    returnAddressIsSame: true,
    commission: 10,
    subscriptionAmount: 0,
    shippingFlatRate: 0,
    brandLogo: '',
    applicationStatus: 'approved',
    subscription: null,
  },
});

async function retype(label: RegExp, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('my profile', () => {
  it("shows a designer their id and their payment account's state", async () => {
    signedIn(designerUser);
    renderApp('/profile/my-profile');
    expect(await screen.findByText('Designer ID')).toBeInTheDocument();
    expect(screen.getByText(designerUser._id)).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
  });

  it('shows an admin their role and no designer details', async () => {
    signedIn(adminUser);
    renderApp('/admin/my-profile');
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('admin@runway.test')).toBeInTheDocument();
    expect(screen.queryByText('Designer ID')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Brand name/)).not.toBeInTheDocument();
  });

  it('saves an admin profile, disables Save meanwhile and refreshes the session user', async () => {
    let answer: (reply: FakeAnswer) => void = () => undefined;
    const saved = apiUser({
      ...adminUser,
      fullName: 'Ava Stone',
      mobileNumber: '+12015550123',
      about: 'Runs the spring shows.',
    });
    const { seen } = signedIn(adminUser, {
      [UPDATE_USER]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    const { store } = renderApp('/admin/my-profile');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ava Admin');
    await retype(/Full name/, ' Ava Stone ');
    await retype(/Mobile number/, '+12015550123');
    await retype(/About/, 'Runs the spring shows.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    const call = seen.find((request) => request.url.endsWith('/api/v2/user/update-user'));
    expect(await sentBody(call)).toEqual({
      fullName: 'Ava Stone',
      mobileNumber: '+12015550123',
      about: 'Runs the spring shows.',
    });
    answer({ body: { success: true, message: 'User updated', user: saved } });

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('User updated'));
    expect(store.get(userAtom)).toEqual(saved);
    expect(await userCopy.get()).toEqual(saved);
    expect(screen.getAllByRole('definition').map((node) => node.textContent)).toContain(
      'Ava Stone',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('edits one name: the full name, with no first or last name beside it to disagree', async () => {
    signedIn(adminUser);
    renderApp('/admin/my-profile');
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ava Admin');
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    expect(screen.queryByLabelText(/Last name/)).toBeNull();
  });

  it('checks a designer profile, then sends its brand fields', async () => {
    const saved = apiUser({ ...brandedDesigner, fullName: 'Dara Brand' });
    const { seen } = signedIn(brandedDesigner, {
      [UPDATE_USER]: () => ({ body: { success: true, message: 'User updated', user: saved } }),
    });
    renderApp('/profile/my-profile');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Brand name/)).toHaveValue('Maison Dara');
    await retype(/Brand name/, '');
    await retype(/Instagram/, 'not a site');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid site URL')).toBeInTheDocument();
    expect(seen.some((request) => request.url.endsWith('/api/v2/user/update-user'))).toBe(false);

    await retype(/Brand name/, 'Maison Dara');
    await retype(/Instagram/, '@maisondara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('User updated'));
    const call = seen.find((request) => request.url.endsWith('/api/v2/user/update-user'));
    expect(await sentBody(call)).toEqual({
      fullName: 'Dara Designer',
      mobileNumber: '',
      about: '',
      brandName: 'Maison Dara',
      website: 'maisondara.com',
      // A handle is sent as its page (issue 27).
      instagram: 'https://www.instagram.com/maisondara',
      facebook: '',
      shippingFlatRate: 0,
    });
  });

  it('keeps the shop’s shipping per order: "4,90" is sent as 4.90, never 490', async () => {
    const saved = apiUser({
      ...brandedDesigner,
      designer: { ...brandedDesigner.designer!, shippingFlatRate: 4.9 },
    });
    const { seen } = signedIn(brandedDesigner, {
      [UPDATE_USER]: () => ({ body: { success: true, message: 'User updated', user: saved } }),
    });
    renderApp('/profile/my-profile');
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Shipping per order \(USD\)/);
    expect(field).toHaveValue('0');
    await retype(/Shipping per order/, 'free');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(shippingFlatRateMessages.invalid)).toBeInTheDocument();
    expect(seen.some((request) => request.url.endsWith('/api/v2/user/update-user'))).toBe(false);

    await retype(/Shipping per order/, '4,90');
    expect(screen.getByText('Saved as $4.90')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('User updated'));
    const call = seen.find((request) => request.url.endsWith('/api/v2/user/update-user'));
    expect(await sentBody(call)).toMatchObject({ shippingFlatRate: 4.9 });
    expect(screen.getByLabelText(/Shipping per order/)).toHaveValue('4.9');
  });

  it("keeps the typed values and shows the server's message when saving fails", async () => {
    signedIn(adminUser, {
      [UPDATE_USER]: () => ({
        status: 400,
        body: { success: false, message: 'Mobile number is already in use' },
      }),
    });
    const { store } = renderApp('/admin/my-profile');
    const user = userEvent.setup();
    await screen.findByLabelText(/Full name/);
    await retype(/Full name/, 'Ava Stone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'Mobile number is already in use',
      ),
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ava Stone');
    expect(store.get(userAtom)?.fullName).toBe('Ava Admin');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
