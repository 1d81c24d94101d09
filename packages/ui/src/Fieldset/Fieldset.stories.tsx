import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { DateInput } from '../DateInput/DateInput';
import { TextField } from '../TextField/TextField';
import { Fieldset } from './Fieldset';

const meta = {
  title: 'Controls/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Dates',
    children: (
      <>
        <DateInput label="First day" name="startDate" />
        <DateInput label="Last day" name="endDate" />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Dates' });
    await expect(group).toContainElement(canvas.getByLabelText('First day'));
    await expect(group).toContainElement(canvas.getByLabelText('Last day'));
    // In the form's flow: no frame of its own.
    await expect(getComputedStyle(group).borderTopStyle).toBe('none');
    await expect(getComputedStyle(group).paddingTop).toBe('0px');
  },
};

export const Surface: Story = {
  args: {
    legend: 'Brand',
    variant: 'surface',
    children: (
      <>
        <TextField label="Brand name" name="brand" />
        <TextField label="Website" name="website" type="url" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Brand' });
    await expect(getComputedStyle(group).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(group).boxShadow).not.toBe('none');
    await userEvent.type(canvas.getByLabelText('Brand name'), 'Atelier');
    await expect(canvas.getByLabelText('Brand name')).toHaveValue('Atelier');
  },
};

export const Columns: Story = {
  args: {
    legend: 'Company type',
    layout: 'columns',
    children: ['Brand', 'Retailer', 'Agency', 'Manufacturer'].map((label) => (
      <Checkbox key={label} label={label} name={label.toLowerCase()} />
    )),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Company type' });
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(canvas.getByLabelText('Retailer'));
    await expect(canvas.getByRole('checkbox', { name: 'Retailer' })).toBeChecked();
    await expect(getComputedStyle(group).gridTemplateColumns).not.toBe('none');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    // A disabled fieldset disables every control in it, as the platform does.
    await expect(canvas.getByLabelText('First day')).toBeDisabled();
    await expect(canvas.getByLabelText('Last day')).toBeDisabled();
  },
};
