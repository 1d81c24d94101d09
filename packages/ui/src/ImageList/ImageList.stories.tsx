import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ImageList, type ImageListItem, type ImageListProps } from './ImageList';

/** A portrait placeholder (414 × 896, the product image size) without a binary file. */
const picture = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="414" height="896" viewBox="0 0 414 896"><rect width="414" height="896" fill="${fill}"/><text x="207" y="448" font-size="64" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const images: ImageListItem[] = [
  { id: 'i1', src: picture('#6b2c5f', 'Front'), alt: 'Silk slip dress, front' },
  { id: 'i2', src: picture('#1f4f8a', 'Back'), alt: 'Silk slip dress, back' },
  { id: 'i3', src: picture('#067647', 'Detail'), alt: 'Silk slip dress, detail' },
];

/** Holds the images as the product form does. */
function Controlled(props: ImageListProps) {
  const [list, setList] = useState(props.images);
  return (
    <ImageList
      {...props}
      images={list}
      onReorder={(ids) => {
        setList(ids.map((id) => list.find((image) => image.id === id)!));
        props.onReorder(ids);
      }}
      onRemove={(id) => {
        setList(list.filter((image) => image.id !== id));
        props.onRemove(id);
      }}
    />
  );
}

const meta = {
  title: 'Data/ImageList',
  component: ImageList,
  args: {
    images,
    onReorder: fn(),
    onRemove: fn(),
    label: 'Images of Black',
    addSlot: (
      <Button variant="secondary" size="sm">
        Add image
      </Button>
    ),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ImageList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const thumbnails = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Images of Black' }))
    .queryAllByRole('img')
    .map((image) => image.getAttribute('alt'));
const coverOf = (canvas: Canvas) =>
  canvas.getByText('Cover').closest('figure')!.querySelector('img')!.getAttribute('alt');

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(thumbnails(canvas)).toEqual([
      'Silk slip dress, front',
      'Silk slip dress, back',
      'Silk slip dress, detail',
    ]);
    // Only the first image is marked as the cover.
    await expect(canvas.getAllByText('Cover')).toHaveLength(1);
    await expect(coverOf(canvas)).toBe('Silk slip dress, front');
    await expect(canvas.getByRole('button', { name: 'Add image' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove Silk slip dress, back' }),
    ).toBeEnabled();
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Reorder Silk slip dress, detail' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['i3', 'i1', 'i2']));
    // The image moved first is the cover now.
    await waitFor(() => expect(coverOf(canvas)).toBe('Silk slip dress, detail'));
  },
};

export const ReorderByDragging: Story = {
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder Silk slip dress, front' });
    const from = handle.getBoundingClientRect();
    const to = canvas
      .getByRole('button', { name: 'Reorder Silk slip dress, back' })
      .getBoundingClientRect();
    const x = from.left + from.width / 2;
    const y = from.top + from.height / 2;
    const dx = to.left - from.left;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { coords: { clientX: x + 8, clientY: y } },
      { coords: { clientX: x + dx / 2, clientY: y } },
      { coords: { clientX: x + dx, clientY: y } },
      { keys: '[/MouseLeft]', coords: { clientX: x + dx, clientY: y } },
    ]);
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith(['i2', 'i1', 'i3']));
    await waitFor(() => expect(coverOf(canvas)).toBe('Silk slip dress, back'));
  },
};

export const RemoveTheCover: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Silk slip dress, front' }));
    await expect(args.onRemove).toHaveBeenCalledWith('i1');
    await expect(thumbnails(canvas)).toEqual(['Silk slip dress, back', 'Silk slip dress, detail']);
    await expect(coverOf(canvas)).toBe('Silk slip dress, back');
  },
};

export const Empty: Story = {
  args: { images: [], emptyText: 'No image of this colour yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image of this colour yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    // The way to add one is still there.
    await expect(canvas.getByRole('button', { name: 'Add image' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Reorder Silk slip dress, front' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Remove Silk slip dress, front' }),
    ).toBeDisabled();
  },
};

/** Thumbnails wrap onto more rows on a phone; the page does not scroll sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    images: [
      ...images,
      { id: 'i4', src: picture('#a64305', 'Side'), alt: 'Silk slip dress, side' },
      { id: 'i5', src: picture('#1c1917', 'Worn'), alt: 'Silk slip dress, worn' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(thumbnails(canvas)).toHaveLength(5);
  },
};

export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    // One row: every thumbnail's top is the first one's.
    const tops = within(canvas.getByRole('list', { name: 'Images of Black' }))
      .getAllByRole('img')
      .map((image) => Math.round(image.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};
