import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Forgot password',
    children: (
      <>
        <TextField label="E-mail" name="email" type="email" />
        <Button fullWidth>Send</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Forgot password' });
    await expect(region).toContainElement(canvas.getByLabelText('E-mail'));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Forgot password');
  },
};

export const Narrow: Story = {
  args: { width: 'narrow', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined, children: 'A plain surface with no heading.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('A plain surface with no heading.')).toBeVisible();
  },
};

export const Nested: Story = {
  args: {
    title: 'Control room',
    width: 'fluid',
    children: (
      <Card title="Chat settings" width="fluid" headingLevel={3}>
        <TextField label="Blocked word" name="word" />
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    const outer = canvas.getByRole('heading', { level: 2, name: 'Control room' });
    const inner = canvas.getByRole('heading', { level: 3, name: 'Chat settings' });
    // A section of a card reads as one: a smaller heading, no shadow of its own.
    await expect(parseFloat(getComputedStyle(inner).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(outer).fontSize),
    );
    const section = canvas.getByRole('region', { name: 'Chat settings' });
    await expect(getComputedStyle(section).boxShadow).toBe('none');
  },
};
