import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { ThemePreference } from '../theme/tokens';
import { ThemeSwitch, type ThemeSwitchProps } from './ThemeSwitch';

/** Holds the choice like the console's atom does, and reports it. */
function Controlled(props: ThemeSwitchProps) {
  const [value, setValue] = useState<ThemePreference>(props.value);
  return (
    <ThemeSwitch
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Controls/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'system', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsTheSystem: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Light' })).not.toBeChecked();
  },
};

export const ChoosesDark: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Dark'));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('dark');
  },
};

export const KeyboardChoice: Story = {
  args: { value: 'light' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus();
    // Arrow keys move between the choices and choose, as radios do.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('system');
  },
};
