import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WizardCard } from './WizardCard';

const meta = {
  title: 'Layout/WizardCard',
  component: WizardCard,
  args: {
    title: 'Create your account',
    progress: 0,
    progressLabel: 'Registration progress',
    children: 'Step content',
  },
} satisfies Meta<typeof WizardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (element: HTMLElement) => element.getBoundingClientRect().width;

export const FirstStep: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Create your account' });
    await expect(card).toHaveAttribute('data-width', 'narrow');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const MiddleStep: Story = {
  args: { title: 'Select one that represents your company', progress: 100 / 3 },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Select one that represents your company' });
    await expect(card).toHaveAttribute('data-width', 'regular');
    await expect(
      canvas.getByRole('progressbar', { name: 'Registration progress' }),
    ).toHaveAttribute('aria-valuenow', '33');
  },
};

export const NarrowerAtTheEnds: Story = {
  render: (args) => (
    <>
      <WizardCard {...args} title="Start" progress={0} />
      <WizardCard {...args} title="Middle" progress={66} />
      <WizardCard {...args} title="Done" progress={100} />
    </>
  ),
  play: async ({ canvas }) => {
    const start = widthOf(canvas.getByRole('region', { name: 'Start' }));
    const middle = widthOf(canvas.getByRole('region', { name: 'Middle' }));
    const done = widthOf(canvas.getByRole('region', { name: 'Done' }));
    await expect(start).toBeLessThan(middle);
    await expect(done).toBe(start);
  },
};
