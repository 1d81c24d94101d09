import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { Timeline, type TimelineEntry } from './Timeline';

const NOW = new Date('2026-03-14T12:00:00Z');

const ENTRIES: TimelineEntry[] = [
  { id: '1', type: 'created', who: null, at: '2026-03-14T10:00:00Z', text: 'Order placed' },
  { id: '2', type: 'payment', who: null, at: '2026-03-14T10:01:00Z', text: 'Paid $149.90' },
  {
    id: '3',
    type: 'note',
    who: 'Ada Lovelace',
    at: '2026-03-14T11:57:00Z',
    text: 'The buyer asked for gift wrapping.',
  },
  {
    id: '4',
    type: 'status',
    who: 'Ada Lovelace',
    at: '2026-03-14T11:30:00Z',
    text: 'Paid → Processing',
  },
];

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: { entries: ENTRIES, now: NOW, locale: 'en-US', timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Timeline' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Sorted by time, newest first, whatever order they came in.
    await expect(items[0]).toHaveTextContent('The buyer asked for gift wrapping.');
    await expect(items[0]).toHaveTextContent('3 minutes ago');
    await expect(items[0]).toHaveTextContent('Mar 14, 2026, 11:57 AM');
    await expect(items[3]).toHaveTextContent('Order placed');
    // No account: the system did it.
    await expect(items[3]).toHaveTextContent('System');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has happened yet.')).toBeVisible();
  },
};

const onAdd = fn();

export const WithComposer: Story = {
  args: {
    composer: (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onAdd(new FormData(event.currentTarget).get('note'));
        }}
      >
        <TextAreaField label="Internal note" name="note" />
        <Button type="submit">Add note</Button>
      </form>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Internal note'), 'Called the buyer');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(onAdd).toHaveBeenCalledWith('Called the buyer');
  },
};
