import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableItem, type SortableListProps } from './SortableList';

const products: SortableItem[] = [
  { id: 'p1', label: 'Silk slip dress' },
  { id: 'p2', label: 'Wool overcoat' },
  { id: 'p3', label: 'Linen shirt' },
  { id: 'p4', label: 'Denim jacket' },
  { id: 'p5', label: 'Cashmere scarf' },
];

/** Holds the order as the look's products page does. */
function Controlled(props: SortableListProps) {
  const [items, setItems] = useState(props.items);
  const byId = new Map(props.items.map((item) => [item.id, item]));
  return (
    <SortableList
      {...props}
      items={items}
      onReorder={(ids) => {
        setItems(ids.map((id) => byId.get(id)!));
        props.onReorder(ids);
      }}
      onRemove={
        props.onRemove
          ? (id) => {
              setItems((old) => old.filter((item) => item.id !== id));
              props.onRemove!(id);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Data/SortableList',
  component: SortableList,
  args: { items: products, onReorder: fn(), label: 'Products of the look' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const order = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Products of the look' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** dnd-kit's live region sits at the end of the document's body. */
const announced = (element: HTMLElement) =>
  [...element.ownerDocument.body.querySelectorAll('[aria-live]')]
    .map((region) => region.textContent)
    .join(' ');

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(order(canvas)).toEqual(products.map((product) => product.label));
    const handle = canvas.getByRole('button', { name: 'Reorder Silk slip dress' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    await expect(handle).toHaveAccessibleDescription(
      'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
    );
  },
};

export const KeyboardReorder: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder Wool overcoat' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(announced(canvasElement)).toContain('Picked up Wool overcoat, at position 2 of 5.'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(announced(canvasElement)).toContain('Moved Wool overcoat to position 3 of 5.'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(announced(canvasElement)).toContain('Moved Wool overcoat to position 4 of 5.'),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledOnce());
    await expect(args.onReorder).toHaveBeenCalledWith(['p1', 'p3', 'p4', 'p2', 'p5']);
    await waitFor(() =>
      expect(order(canvas)).toEqual([
        'Silk slip dress',
        'Linen shirt',
        'Denim jacket',
        'Wool overcoat',
        'Cashmere scarf',
      ]),
    );
    // Focus stays on the moved item's handle.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Reorder Wool overcoat' })).toHaveFocus(),
    );
  },
};

export const KeyboardCancel: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    canvas.getByRole('button', { name: 'Reorder Linen shirt' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(announced(canvasElement)).toContain('Moved Linen shirt to position 2 of 5.'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(announced(canvasElement)).toContain(
        'Cancelled. Linen shirt is back at position 3 of 5.',
      ),
    );
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(order(canvas)[2]).toBe('Linen shirt');
  },
};

export const PointerDrag: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder Silk slip dress' });
    const from = handle.getBoundingClientRect();
    const target = canvas
      .getByRole('button', { name: 'Reorder Linen shirt' })
      .getBoundingClientRect();
    const x = from.left + from.width / 2;
    const y = from.top + from.height / 2;
    const dy = target.top - from.top;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x, clientY: y + 8 } },
      { coords: { clientX: x, clientY: y + dy / 2 } },
      { coords: { clientX: x, clientY: y + dy } },
      { keys: '[/MouseLeft]', coords: { clientX: x, clientY: y + dy } },
    ]);
    await waitFor(() =>
      expect(args.onReorder).toHaveBeenCalledWith(['p2', 'p3', 'p1', 'p4', 'p5']),
    );
  },
};

export const Remove: Story = {
  args: { onRemove: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Linen shirt' }));
    await expect(args.onRemove).toHaveBeenCalledWith('p3');
    await expect(order(canvas)).not.toContain('Linen shirt');
    await expect(canvas.getByText('Removed Linen shirt.')).toBeInTheDocument();
    // Focus moves to the item that took its place.
    await expect(canvas.getByRole('button', { name: 'Reorder Denim jacket' })).toHaveFocus();
  },
};

export const MoveButtons: Story = {
  args: { moveButtons: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move Silk slip dress up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Linen shirt up' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith(['p1', 'p3', 'p2', 'p4', 'p5']);
    await expect(canvas.getByText('Moved Linen shirt to position 2 of 5.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Move Linen shirt up' })).toHaveFocus();
    // At the top its up button is disabled: focus moves to its down button, not the page.
    await userEvent.keyboard('{Enter}');
    await expect(order(canvas)[0]).toBe('Linen shirt');
    await expect(canvas.getByRole('button', { name: 'Move Linen shirt down' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', onRemove: fn() },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Reorder Denim jacket' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onReorder).toHaveBeenCalledWith(['p1', 'p2', 'p4', 'p3', 'p5']),
    );
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No product in this look yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No product in this look yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, onRemove: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Reorder Silk slip dress' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Silk slip dress' })).toBeDisabled();
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    onRemove: fn(),
    items: [
      ...products,
      { id: 'p6', label: 'Pleated midi skirt in recycled satin with a contrast waistband' },
    ],
  },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
