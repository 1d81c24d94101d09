import { DESIGNER_APPLICATION_DEFAULTS } from '@runway-live/domain/schemas';
import { createEncryptedStorage } from '@runway-live/domain/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleConfig } from '../../config';
import { fakeServer, sentBody } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';

const storage = () => createEncryptedStorage(localStorage, consoleConfig.envelopeSecret);

const filled = {
  ...DESIGNER_APPLICATION_DEFAULTS,
  contactFirstName: 'Mara',
  contactLastName: 'Lind',
  fullName: 'Mara Lind',
  email: 'mara@lind.test',
  mobileNumber: '+12015550123',
  brandName: 'Lind Studio',
  website: 'lind.studio',
  about: 'Knitwear from Brooklyn.',
  identification: 'ID-778',
  businessTelephone: '+12015550100',
  taxResaleNumber: 'TX-42',
  primaryAddress: '12 Kent Ave',
  city: 'Brooklyn',
  state: 'NY',
  pincode: '11249',
  country: 'United States',
  profileImage: 'brands_abc_1.jpg',
};

const candidate = {
  AddressKeyFormat: {
    AddressLine: ['12 KENT AVE'],
    PoliticalDivision2: 'BROOKLYN',
    PoliticalDivision1: 'NY',
    PostcodePrimaryLow: '11249',
    CountryCode: 'US',
  },
};

describe('the designer application form', () => {
  it("says 'Invalid Form', marks the blanks and focuses the first invalid control", async () => {
    renderApp('/authv2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        'Invalid Form',
      ),
    );
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(10);
    expect(screen.getByText('Please upload a profile image')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contact first name/)).toHaveFocus();
  });

  it('marks every field the schema requires, the address included', async () => {
    renderApp('/authv2');
    for (const label of [/^Address/, /^City/, /^State/, /^Postal code/, /^Profile image/]) {
      expect(await screen.findByLabelText(label)).toBeRequired();
    }
  });

  it('shows the restored crop and its name in the file field, refuses a GIF and clears', async () => {
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    storage().set('REGISTER', { values: filled, croppedImage: pixel });
    renderApp('/authv2');
    // The picker's own filter is off, as a person can switch it off in the file dialog.
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Profile image/);
    // The file's name and "Cropped" describe the picker, so a screen reader says them too.
    expect(input).toHaveAccessibleDescription(/brands_abc_1\.jpg\s*Cropped/);
    // Chosen already: the browser's own required check no longer stops the form.
    expect(input).not.toBeRequired();

    await user.upload(input, new File(['gif'], 'look.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/Only PNG, JPG, JPEG files can be added/)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Crop image' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('No file chosen')).toBeVisible();
    expect(input).toHaveFocus();
  });

  it('checks the URL and e-mail patterns of the optional fields', async () => {
    renderApp('/authv2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Facebook/), 'not a url');
    await user.type(screen.getByLabelText(/Enquiry e-mail/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Must be a valid site URL')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter valid email').length).toBeGreaterThan(0);
  });

  it('#10.19 keeps only digits and a leading plus in every phone field', async () => {
    renderApp('/authv2');
    const user = userEvent.setup();
    for (const label of [/^Mobile number/, /^Enquiry mobile number/, /^Business telephone/]) {
      const field = await screen.findByLabelText(label);
      await user.type(field, 'tel +1 (201) CALL-555 x0123');
      expect(field).toHaveValue('+12015550123');
    }
  });

  it('restores the draft, verifies the US address through the popup and submits', async () => {
    storage().set('REGISTER', { values: filled, croppedImage: null });
    const { seen } = fakeServer({
      'POST /api/v2/order/validate_address': () => ({
        body: {
          success: true,
          carrier: 'UPS',
          indicator: 'AmbiguousAddressIndicator',
          candidates: [candidate],
        },
      }),
      'POST /api/auth/register-designer': () => ({
        body: { success: true, message: 'Thank you, your application is pending review.' },
      }),
    });
    renderApp('/authv2');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/Brand name/)).toHaveValue('Lind Studio');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(popup).getByRole('button', { name: 'Select' }));
    expect(await within(popup).findByText('Please select an address from the list.')).toBeVisible();
    await user.click(within(popup).getByRole('checkbox'));
    await user.click(within(popup).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Address verified')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveValue('BROOKLYN');

    // The chosen address carries the submission on: no second Submit.
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Thank you, your application is pending review.',
    );
    const call = seen.find((request) => request.url.endsWith('/api/auth/register-designer'));
    expect(await sentBody(call)).toMatchObject({
      brandName: 'Lind Studio',
      address: { primaryAddress: '12 KENT AVE', city: 'BROOKLYN', country: 'United States' },
      returnAddressIsSame: true,
    });
    expect(storage().get('REGISTER')).toBeNull();
  });

  it('resets the verified flag when the address changes, and reports a closed popup', async () => {
    storage().set('REGISTER', { values: filled, croppedImage: null });
    fakeServer({
      'POST /api/v2/order/validate_address': () => ({
        body: {
          success: true,
          carrier: 'UPS',
          indicator: 'ValidAddressIndicator',
          candidates: [candidate],
        },
      }),
    });
    renderApp('/authv2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(popup).getByRole('checkbox'));
    await user.click(within(popup).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Address verified')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^City/), 'X');
    expect(screen.queryByText('Address verified')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const again = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((node) => node.textContent)).toContain(
        "Didn't select any addresses.",
      ),
    );
  });

  it('#10.22 clears the no-address message once an address is picked, and submits with it', async () => {
    storage().set('REGISTER', { values: filled, croppedImage: null });
    const { seen } = fakeServer({
      'POST /api/v2/order/validate_address': () => ({
        body: {
          success: true,
          carrier: 'UPS',
          indicator: 'AmbiguousAddressIndicator',
          candidates: [candidate],
        },
      }),
      'POST /api/auth/register-designer': () => ({
        body: { success: true, message: 'Thank you, your application is pending review.' },
      }),
    });
    renderApp('/authv2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    const popup = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText("Didn't select any addresses.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const again = await screen.findByRole('dialog', { name: 'Addresses we found on UPS' });
    await user.click(within(again).getByRole('checkbox'));
    await user.click(within(again).getByRole('button', { name: 'Select' }));

    // One Submit after the pick's: the application goes with the chosen address.
    expect(await screen.findByRole('dialog', { name: 'Success' })).toBeInTheDocument();
    expect(screen.queryByText("Didn't select any addresses.")).not.toBeInTheDocument();
    const calls = seen.filter((request) => request.url.endsWith('/api/auth/register-designer'));
    expect(calls).toHaveLength(1);
    expect(await sentBody(calls[0])).toMatchObject({
      address: { primaryAddress: '12 KENT AVE', city: 'BROOKLYN', state: 'NY', pincode: '11249' },
    });
  });

  it('keeps the draft encrypted under REGISTER when the page is left', async () => {
    const { router } = renderApp('/authv2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Brand name/), 'Half Done');
    await router.navigate('/auth/login');
    await waitFor(() => expect(storage().get('REGISTER')?.values.brandName).toBe('Half Done'));
    expect(localStorage.getItem('REGISTER')).not.toContain('Half Done');
  });
});
