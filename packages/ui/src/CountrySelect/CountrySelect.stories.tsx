import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { messages } from '@runway-live/domain';
import { CountrySelect } from './CountrySelect';

const meta = {
  title: 'Controls/CountrySelect',
  component: CountrySelect,
  args: { label: 'Country', name: 'country', onChange: fn() },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'fran');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: 'France' }));
    await expect(args.onChange).toHaveBeenCalledWith(
      'France',
      expect.objectContaining({ code: 'FR', callingCode: '33' }),
    );
    await expect(input).toHaveValue('France');
  },
};

/** The register wizard's default (spec 9): United States. */
export const Filled: Story = {
  args: { defaultValue: 'United States' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('United States');
    // Opening with a chosen country lists every country, not only the chosen one.
    await userEvent.click(canvas.getByRole('button', { name: 'Show countries' }));
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(200));
  },
};

export const SearchByCallingCode: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, '+44');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toContain('🇬🇧United Kingdom');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    await expect(canvas.getByText('No country matches')).toBeVisible();
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: messages.invalidCountry, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Invalid Country Value.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Canada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show countries' })).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Canada');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(
      'Canada',
      expect.objectContaining({ code: 'CA' }),
    );
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};
