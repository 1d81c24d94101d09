import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Layout/Tabs',
  component: Tabs,
  args: {
    label: 'Event details',
    onChange: fn(),
    items: [
      { id: 'details', label: 'Details', content: 'Spring/Summer show, 19:00 CET.' },
      { id: 'looks', label: 'Looks', content: '12 looks in this event.' },
      { id: 'report', label: 'Report', content: 'Not available yet.', disabled: true },
      { id: 'products', label: 'Products', content: '48 products pushed live.' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Looks' }));
    await expect(args.onChange).toHaveBeenCalledWith('looks');
    await expect(canvas.getByRole('tabpanel', { name: 'Looks' })).toHaveTextContent(
      '12 looks in this event.',
    );
  },
};

export const KeyboardMovesAndSkipsDisabled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // 'Report' is disabled, so the second arrow lands on 'Products'.
    await expect(canvas.getByRole('tab', { name: 'Products' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('products');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('48 products pushed live.');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Spring/Summer show');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Report' })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    // One tab stop for the list; the next Tab reaches the panel.
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  },
};
