import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { ShopperAccountBar } from './ShopperAccountBar';
import {
  ShopperAuthDialog,
  type ShopperAuthDialogProps,
  type ShopperAuthMode,
} from './ShopperAuthDialog';

/** The forms stand in for the app's (which bring the calls and the domain's rules). */
const signInForm = (
  <form noValidate onSubmit={(event) => event.preventDefault()}>
    <TextField label="E-mail" type="email" required error="Please enter valid email" />
    <PasswordField label="Password" required />
    <Button type="submit">Sign in</Button>
  </form>
);
const createAccountForm = (
  <form noValidate onSubmit={(event) => event.preventDefault()}>
    <TextField label="Full name" required />
    <TextField label="E-mail" type="email" required />
    <PasswordField label="Password" required />
    <PasswordField label="Repeat the password" required />
    <Button type="submit">Create account</Button>
  </form>
);

type DemoProps = Pick<ShopperAuthDialogProps, 'onClose' | 'onModeChange' | 'done'>;

/** As the player uses it: the account row opens the dialog on the form asked for. */
function Demo({ onClose, onModeChange, done }: DemoProps) {
  const [mode, setMode] = useState<ShopperAuthMode | null>(null);
  return (
    <>
      <ShopperAccountBar
        name={null}
        onSignIn={() => setMode('sign-in')}
        onCreateAccount={() => setMode('create-account')}
        onSignOut={() => undefined}
      />
      <ShopperAuthDialog
        open={mode !== null}
        mode={mode ?? 'sign-in'}
        onModeChange={(next) => {
          setMode(next);
          onModeChange(next);
        }}
        onClose={() => {
          setMode(null);
          onClose();
        }}
        signIn={signInForm}
        createAccount={createAccountForm}
        done={done}
      />
    </>
  );
}

const meta = {
  title: 'Player/ShopperAuthDialog',
  component: ShopperAuthDialog,
  args: {
    open: false,
    mode: 'sign-in',
    onModeChange: fn(),
    onClose: fn(),
    signIn: signInForm,
    createAccount: createAccountForm,
  },
  render: (args) => (
    <Demo onClose={args.onClose} onModeChange={args.onModeChange} done={args.done} />
  ),
} satisfies Meta<typeof ShopperAuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** By keyboard: open on Sign in, arrow to Create account, Escape back to the show. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Sign in' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Your Runway Live account' });
    const tab = within(dialog).getByRole('tab', { name: 'Sign in' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByText('Please enter valid email')).toBeVisible();
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onModeChange).toHaveBeenCalledWith('create-account');
    await expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Create account opens on its own tab. */
export const CreateAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const dialog = page.getByRole('dialog', { name: 'Your Runway Live account' });
    await expect(within(dialog).getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the show' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Once the account is made: what to do next (verify the e-mail), instead of the forms. */
export const Done: Story = {
  args: { done: 'Your account has been created. Please check your e-mail to verify it.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    const dialog = page.getByRole('dialog', { name: 'Your Runway Live account' });
    await expect(dialog).toHaveAccessibleDescription(/check your e-mail to verify it/);
    await expect(within(dialog).queryByRole('tab')).toBeNull();
  },
};
