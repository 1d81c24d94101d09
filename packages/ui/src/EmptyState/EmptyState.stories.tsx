import type { Meta, StoryObj } from '@storybook/react-vite';
import { Shirt } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const onAdd = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Shirt aria-hidden />,
    title: 'No products yet',
    description: 'Add a product or import a CSV file to fill your catalogue.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet')).toBeVisible();
    await expect(canvas.getByText(/import a CSV file/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button onClick={onAdd}>Add product</Button> },
  play: async ({ canvas }) => {
    onAdd.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    await expect(onAdd).toHaveBeenCalledOnce();
  },
};
