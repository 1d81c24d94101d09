import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, sentBody } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { LOGIN_AFTER_SUCCESS_MS } from './RegisterScreen';

describe('the register wizard', () => {
  it('walks the three steps with their checks and registers the brand', async () => {
    const { seen } = fakeServer({
      'POST /api/v2/auth/web-user': () => ({
        body: { success: true, message: 'Check your inbox to verify your e-mail.' },
      }),
    });
    localStorage.setItem('REGISTER', 'an old draft');
    const { router } = renderApp('/auth/register?email=new.brand%40runway.test');
    const user = userEvent.setup();

    // Step 1: the e-mail is prefilled from ?email.
    expect(await screen.findByLabelText(/E-mail/)).toHaveValue('new.brand@runway.test');
    // The bar shows from step 1: one step of three reached.
    expect(screen.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 3',
    );
    expect(Number(screen.getByRole('progressbar').getAttribute('value'))).toBeCloseTo(33.33, 1);
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'not-valid');
    await user.type(screen.getByLabelText(/Full name/), '   ');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Enter valid email')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Nina Brand');
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'new.brand@runway.test');
    await user.type(screen.getByLabelText(/^Password/), 'brand-secret-1');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));

    // Step 2: company types and the country (United States by default).
    expect(
      await screen.findByRole('heading', { name: 'Select one that represents your company' }),
    ).toBeInTheDocument();
    expect(Number(screen.getByRole('progressbar').getAttribute('value'))).toBeCloseTo(66.67, 1);
    expect(screen.getByLabelText(/Country/)).toHaveValue('United States');
    await user.click(screen.getByLabelText('Beauty/Skincare'));
    await user.click(screen.getByLabelText('Art'));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    // Step 3: brand, website, mobile.
    expect(
      await screen.findByRole('heading', { name: 'Provide us more details' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('+1');
    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));
    expect(await screen.findByText('Enter 8-14 numbers')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Mobile number/), '0000000');
    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));
    expect(await screen.findByText('Enter valid mobile number')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Mobile number/));
    await user.type(screen.getByLabelText(/Mobile number/), '+1 (201) 555-0123');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('+12015550123');
    await user.type(screen.getByLabelText(/Brand name/), 'Nina Atelier');
    await user.type(screen.getByLabelText(/Website/), 'nina-atelier.com');
    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));

    const dialog = await screen.findByRole('dialog', { name: 'Web User Registration' });
    expect(dialog).toHaveTextContent('Check your inbox to verify your e-mail.');
    expect(localStorage.getItem('REGISTER')).toBeNull();
    expect(await sentBody(seen[0])).toEqual({
      firstName: 'Nina',
      lastName: 'Brand',
      email: 'new.brand@runway.test',
      password: 'brand-secret-1',
      brandName: 'Nina Atelier',
      mobileNumber: '+12015550123',
      website: 'nina-atelier.com',
      address: { country: 'United States' },
      subRoles: ['Designer', 'Beauty/ Skincare', 'Art'],
    });
    // OK leaves for the login a second later, on a fake clock (fireEvent: user-event waits
    // on setTimeout between its steps).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'OK' })));
      act(() => void vi.advanceTimersByTime(LOGIN_AFTER_SUCCESS_MS - 1));
      expect(router.state.location.pathname).toBe('/auth/register');
      act(() => void vi.advanceTimersByTime(1));
      expect(router.state.location.pathname).toBe('/auth/login');
    } finally {
      vi.useRealTimers();
    }
  });

  it("checks the password's length as it is typed, with the domain's rule", async () => {
    fakeServer({});
    renderApp('/auth/register');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    await user.type(password, 'short');
    // No blur, no CREATE ACCOUNT: the message is there while typing.
    expect(await screen.findByText('Please enter min 8 characters')).toBeInTheDocument();
    expect(password).toHaveFocus();
    await user.type(password, '-but-now-long');
    await waitFor(() =>
      expect(screen.queryByText('Please enter min 8 characters')).not.toBeInTheDocument(),
    );
  });

  it("puts the server's refusal under its field on its step, and no stale alert over success", async () => {
    let answers = 0;
    fakeServer({
      'POST /api/v2/auth/web-user': () => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 409,
            body: {
              success: false,
              message: 'An account with this e-mail already exists.',
              field: 'email',
            },
          };
        }
        if (answers === 2) {
          return { status: 500, body: { success: false, message: 'Mail server down' } };
        }
        return { body: { success: true, message: 'Check your inbox to verify your e-mail.' } };
      },
    });
    renderApp('/auth/register?email=taken%40runway.test');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Nina Brand');
    await user.type(screen.getByLabelText(/^Password/), 'brand-secret-1');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await user.click(await screen.findByRole('button', { name: 'SKIP' }));
    await user.type(await screen.findByLabelText(/Brand name/), 'Nina Atelier');
    await user.type(screen.getByLabelText(/Website/), 'nina-atelier.com');
    await user.type(screen.getByLabelText(/Mobile number/), '2015550123');
    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));

    // Back on step 1, the message under the e-mail; no dialog, no banner.
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAccessibleDescription('An account with this e-mail already exists.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Said once, under the field (not also in a banner).
    expect(screen.getAllByText('An account with this e-mail already exists.')).toHaveLength(1);

    await user.clear(email);
    await user.type(email, 'free@runway.test');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.click(await screen.findByRole('button', { name: 'GET STARTED' }));
    // A failure about no field is an alert; the next success takes it away.
    expect(await screen.findByText('Mail server down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GET STARTED' }));
    expect(await screen.findByRole('dialog', { name: 'Web User Registration' })).toBeVisible();
    expect(screen.queryByText('Mail server down')).not.toBeInTheDocument();
  });

  it('leads a brand to the designer application from step 1', async () => {
    fakeServer({});
    const { router } = renderApp('/auth/register');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Apply as a designer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/authv2'));
  });

  it('lets BACK return freely and SKIP pass step 2', async () => {
    fakeServer({});
    renderApp('/auth/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Ola Shop');
    await user.type(screen.getByLabelText(/E-mail/), 'ola@runway.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-ola');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await user.click(await screen.findByRole('button', { name: 'SKIP' }));
    expect(
      await screen.findByRole('heading', { name: 'Provide us more details' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ola Shop');
  });

  it("#10.25 moves focus to the new step's heading, forward and back", async () => {
    fakeServer({});
    renderApp('/auth/register');
    const user = userEvent.setup();
    // The first render leaves focus to the form: only a change of step moves it.
    expect(await screen.findByRole('heading', { name: 'Create your account' })).not.toHaveFocus();
    await user.type(screen.getByLabelText(/Full name/), 'Fae Focus');
    await user.type(screen.getByLabelText(/E-mail/), 'fae@runway.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-fae');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const second = await screen.findByRole('heading', {
      name: 'Select one that represents your company',
    });
    await waitFor(() => expect(second).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'SKIP' }));
    const third = await screen.findByRole('heading', { name: 'Provide us more details' });
    await waitFor(() => expect(third).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    const first = await screen.findByRole('heading', { name: 'Create your account' });
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('puts the calling code of a chosen country in the mobile field', async () => {
    fakeServer({});
    renderApp('/auth/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Jean Paris');
    await user.type(screen.getByLabelText(/E-mail/), 'jean@runway.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-jean');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await user.selectOptions(await screen.findByLabelText(/Country/), 'France');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByLabelText(/Mobile number/)).toHaveValue('+33');
  });

  it('#10.19 offers a flag picker on the mobile number, the United States first, and refuses letters', async () => {
    fakeServer({});
    renderApp('/auth/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Flag Picker');
    await user.type(screen.getByLabelText(/E-mail/), 'flag@runway.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-flag');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await user.click(await screen.findByRole('button', { name: 'SKIP' }));

    const picker = await screen.findByRole('combobox', { name: 'Country calling code' });
    const mobile = screen.getByLabelText(/Mobile number/);
    expect(picker).toHaveValue('US');
    expect(within(picker).getAllByRole('option')[0]).toHaveTextContent('🇺🇸 +1 United States');
    expect(mobile).toHaveValue('+1');

    await user.selectOptions(picker, 'CA');
    expect(mobile).toHaveValue('+1');
    await user.selectOptions(picker, 'FR');
    expect(mobile).toHaveValue('+33');
    await user.type(mobile, 'six 12 34 56 78');
    expect(mobile).toHaveValue('+3312345678');
  });

  it('#10.19 shows the country of step 2 in the flag picker', async () => {
    fakeServer({});
    renderApp('/auth/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Jean Paris');
    await user.type(screen.getByLabelText(/E-mail/), 'jean@runway.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret-jean');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'France');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('combobox', { name: 'Country calling code' })).toHaveValue('FR');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('+33');
  });
});
