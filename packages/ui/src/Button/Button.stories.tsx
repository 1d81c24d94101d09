import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tokens } from '../theme/tokens';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Back to login' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Skip' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LinkStyle: Story = {
  args: { variant: 'link', size: 'sm', children: 'Download template' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download template' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: tokens.space[4], alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Large' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Small' }));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Submit' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const SubmitsItsForm: Story = {
  args: { type: 'submit', children: 'Send' },
  render: (args) => (
    <form aria-label="Forgot password" onSubmit={(event) => event.preventDefault()}>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Forgot password' });
    let submitted = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = true;
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(submitted).toBe(true);
  },
};

/** A row's Edit (a link to a page) beside its Delete (an action): drawn alike (ButtonLink). */
export const LinkBesideButton: Story = {
  args: { variant: 'ghost', size: 'sm', children: 'Delete' },
  render: (args) => (
    <div style={{ display: 'flex', gap: tokens.space[3], alignItems: 'center' }}>
      <ButtonLink variant="ghost" size="sm" href="#edit">
        Edit
      </ButtonLink>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Edit' });
    const button = canvas.getByRole('button', { name: 'Delete' });
    await expect(link).toHaveAttribute('href', '#edit');
    const drawn = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return [
        style.color,
        style.fontWeight,
        style.textTransform,
        style.textDecorationLine,
        style.height,
      ];
    };
    await expect(drawn(link)).toEqual(drawn(button));
  },
};
