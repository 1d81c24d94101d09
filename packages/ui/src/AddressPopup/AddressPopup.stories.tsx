import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AddressPopup, type AddressPopupProps } from './AddressPopup';

/** Candidates in an app's own shape: the popup shows them through `describe`. */
type Address = { street: string; city: string; zip: string };
const broadway: Address = { street: '1600 BROADWAY', city: 'NEW YORK', zip: '10019' };
const broadwayNorth: Address = { ...broadway, street: '1600 BROADWAY FL 2', zip: '10020' };
const broadwayBrooklyn: Address = { ...broadway, city: 'BROOKLYN', zip: '11207' };
const describe = (address: Address) => `${address.street}, ${address.city}, NY, ${address.zip}, US`;

/** Opens the popup from a button, as the designer form does, so focus return can be checked. */
function PopupDemo({ onClose, ...props }: AddressPopupProps<Address>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Verify address
      </Button>
      <AddressPopup
        {...props}
        open={open}
        onClose={(result) => {
          setOpen(false);
          onClose(result);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Composites/AddressPopup',
  component: AddressPopup,
  args: {
    open: false,
    title: 'Addresses we found on UPS',
    enteredAddress: '1600 Broadway, New York, NY 10019',
    candidates: [broadway, broadwayNorth, broadwayBrooklyn],
    describe,
    onClose: fn(),
  },
  render: (args) => <PopupDemo {...args} />,
} satisfies Meta<typeof AddressPopup<Address>>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPopup(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Verify address' }));
  return canvas.findByRole('dialog', { name: 'Addresses we found on UPS' });
}

export const ValidAddress: Story = {
  args: { candidates: [broadway] },
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    await expect(popup).toHaveTextContent('1600 Broadway, New York, NY 10019');
    // 350 × 525 px (spec 2.12).
    const { width, height } = popup.getBoundingClientRect();
    await expect([width, height]).toEqual([350, 525]);
    // The one match comes ticked: Select takes it at once.
    const only = within(popup).getByRole('checkbox', {
      name: '1600 BROADWAY, NEW YORK, NY, 10019, US',
    });
    await expect(only).toBeChecked();
    await userEvent.click(within(popup).getByRole('button', { name: 'Select' }));
    await expect(args.onClose).toHaveBeenCalledWith({ kind: 'selected', address: broadway });
    // Unticked and cancelled, the next opening has it ticked again.
    const again = await openPopup(canvas);
    await userEvent.click(within(again).getByRole('checkbox'));
    await expect(within(again).getByRole('checkbox')).not.toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await expect(within(await openPopup(canvas)).getByRole('checkbox')).toBeChecked();
  },
};

export const AmbiguousAddress: Story = {
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    const boxes = within(popup).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    await expect(boxes[1]).toHaveAccessibleName('1600 BROADWAY FL 2, NEW YORK, NY, 10020, US');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    // Ticking one unticks the other.
    await expect(boxes[0]).not.toBeChecked();
    await expect(boxes[2]).toBeChecked();
    await userEvent.click(within(popup).getByRole('button', { name: 'Select' }));
    await expect(args.onClose).toHaveBeenCalledWith({
      kind: 'selected',
      address: broadwayBrooklyn,
    });
  },
};

export const SelectWithoutChoice: Story = {
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    const boxes = within(popup).getAllByRole('checkbox');
    // Unticking the only ticked box leaves nothing chosen.
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[1]!);
    await userEvent.click(within(popup).getByRole('button', { name: 'Select' }));
    await expect(within(popup).getByRole('alert')).toHaveTextContent(
      'Please select an address from the list.',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(popup).toBeVisible();
  },
};

export const NoCandidates: Story = {
  args: {
    candidates: [],
    problem: "Couldn't find any similar address at UPS. Please try again with another address.",
  },
  play: async ({ canvas, args }) => {
    const popup = await openPopup(canvas);
    await expect(within(popup).queryByRole('checkbox')).toBeNull();
    await expect(popup).toHaveTextContent(
      "Couldn't find any similar address at UPS. Please try again with another address.",
    );
    await expect(within(popup).queryByRole('button', { name: 'Select' })).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'Okay' }));
    await expect(args.onClose).toHaveBeenCalledWith({ kind: 'closed' });
  },
};

export const CancelAndEscape: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Verify address' });
    let popup = await openPopup(canvas);
    await userEvent.click(within(popup).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenLastCalledWith({ kind: 'closed' });
    // A native dialog fires its close event a task after closing: let it pass before reopening.
    await waitFor(() => expect(popup).not.toBeVisible());
    await new Promise((resolve) => setTimeout(resolve, 0));

    // Reopened, it starts with nothing ticked; focus stays inside until Escape.
    popup = await openPopup(canvas);
    await expect(within(popup).getAllByRole('checkbox')[0]).not.toBeChecked();
    await expect(popup).toContainElement(document.activeElement as HTMLElement);
    trigger.focus();
    await expect(popup).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2));
    await expect(args.onClose).toHaveBeenLastCalledWith({ kind: 'closed' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
