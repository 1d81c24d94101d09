import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { nextFrame } from '../testing/fakeClock';
import { CarouselTimeEditor, type CarouselTimeEditorProps } from './CarouselTimeEditor';
import type { CarouselSegment } from './carouselTimeEditorModel';

const DRESS = '0190a6d2-0000-7000-8000-000000000001';
const BLOUSE = '0190a6d2-0000-7000-8000-000000000002';
const TRENCH = '0190a6d2-0000-7000-8000-000000000003';

const products = [
  { id: DRESS, name: 'Silk Slip Mini Dress' },
  { id: BLOUSE, name: 'Linen Wrap Blouse' },
  { id: TRENCH, name: 'Cotton Gabardine Trench' },
];
const twoSegments: CarouselSegment[] = [
  { productId: DRESS, startSec: 2, endSec: 6 },
  { productId: BLOUSE, startSec: 8, endSec: 12 },
];

/**
 * Holds the list and the playhead as the editor screen does with its <video>: a seek
 * moves the time the editor is given. The story's own "video" is this number.
 */
function Controlled(props: CarouselTimeEditorProps) {
  const [segments, setSegments] = useState(props.segments);
  const [time, setTime] = useState(props.currentTime);
  return (
    <CarouselTimeEditor
      {...props}
      segments={segments}
      currentTime={time}
      onChange={(next) => {
        setSegments(next);
        props.onChange(next);
      }}
      onSeek={(sec) => {
        setTime(sec);
        props.onSeek(sec);
      }}
    />
  );
}

const meta = {
  title: 'Media/CarouselTimeEditor',
  component: CarouselTimeEditor,
  args: {
    products,
    segments: twoSegments,
    currentTime: 0,
    duration: 20,
    onChange: fn(),
    onSeek: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CarouselTimeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const slider = (canvas: Canvas, name: string) => canvas.getByRole('slider', { name });
const lastList = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as CarouselSegment[] | undefined;
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Carousel times' })).toBeVisible();
    const start = slider(canvas, 'Start of Silk Slip Mini Dress');
    await expect(start).toHaveAttribute('aria-valuenow', '2');
    await expect(start).toHaveAttribute('aria-valuetext', '0:02.000');
    await expect(slider(canvas, 'End of Linen Wrap Blouse')).toHaveAttribute(
      'aria-valuetext',
      '0:12.000',
    );
    await expect(
      canvas.getByRole('button', { name: 'Silk Slip Mini Dress, 0:02.000 to 0:06.000' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One lane per product, each with its own segments, the playhead across them all. */
export const OneLanePerProduct: Story = {
  args: {
    segments: [...twoSegments, { productId: DRESS, startSec: 14, endSec: 16 }],
  },
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('group', { name: 'Carousel times' });
    const lane = (name: string) => within(timeline).getByRole('group', { name });
    await expect(within(lane('Silk Slip Mini Dress')).getAllByRole('slider')).toHaveLength(4);
    await expect(
      within(lane('Linen Wrap Blouse')).getByRole('button', {
        name: 'Linen Wrap Blouse, 0:08.000 to 0:12.000',
      }),
    ).toBeVisible();
    // The trench has no segment yet, and still its lane, ready for one.
    await expect(within(lane('Cotton Gabardine Trench')).queryAllByRole('slider')).toHaveLength(0);
    // The playhead spans every lane.
    const playhead = slider(canvas, 'Playhead').getBoundingClientRect();
    const first = lane('Silk Slip Mini Dress').getBoundingClientRect();
    const last = lane('Cotton Gabardine Trench').getBoundingClientRect();
    await expect(playhead.top).toBeLessThanOrEqual(first.top);
    await expect(playhead.bottom).toBeGreaterThanOrEqual(last.bottom);
    await expect(Math.round(playhead.left)).toBeGreaterThanOrEqual(Math.floor(first.left) - 2);
  },
};

/** On a phone the buttons share rows (two at least), and nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const add = canvas.getByRole('button', { name: 'Add at playhead' }).getBoundingClientRect();
    const start = canvas.getByRole('button', { name: 'Set start (I)' }).getBoundingClientRect();
    await expect(Math.round(start.top)).toBe(Math.round(add.top));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Empty: Story = {
  args: { segments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No segments yet: add one at the playhead.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set start (I)' })).toBeDisabled();
  },
};

/** Add a segment at the playhead, then set its end from the playhead with the button. */
export const SetsEdgesFromThePlayhead: Story = {
  args: { currentTime: 14 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Product'), 'Cotton Gabardine Trench');
    await userEvent.click(canvas.getByRole('button', { name: 'Add at playhead' }));
    await expect(lastList(args.onChange)).toEqual([
      ...twoSegments,
      { productId: TRENCH, startSec: 14, endSec: 19 },
    ]);
    await expect(canvas.getByText(/^Selected: Cotton Gabardine Trench/)).toBeVisible();
    // Move the playhead one second on, then press "Set end".
    const playhead = slider(canvas, 'Playhead');
    playhead.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(15);
    await userEvent.click(canvas.getByRole('button', { name: 'Set end (O)' }));
    await expect(lastList(args.onChange)?.[2]).toEqual({
      productId: TRENCH,
      startSec: 14,
      endSec: 15,
    });
  },
};

/** An edit that would overlap the next segment is refused, with the rule's message. */
export const RefusesAnOverlap: Story = {
  args: { currentTime: 9 },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Silk Slip Mini Dress, 0:02.000 to 0:06.000' }),
    );
    await userEvent.keyboard('o');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Entry 2 (Linen Wrap Blouse) starts at 0:08.000, before Entry 1 (Silk Slip Mini Dress) ends (0:09.000): entries may not overlap.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(slider(canvas, 'End of Silk Slip Mini Dress')).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
    // A start after its end is refused too, with its own message.
    await userEvent.keyboard('i');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/ends at 0:06.000/);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Past the end of the video (its length known) is refused too. */
export const RefusesPastTheVideo: Story = {
  args: { segments: [{ productId: DRESS, startSec: 18, endSec: 19.5 }] },
  play: async ({ canvas, args }) => {
    slider(canvas, 'End of Silk Slip Mini Dress').focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Entry 1 (Silk Slip Mini Dress) ends at 0:20.500, after the video ends (0:20.000).',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard only: Tab to the playhead and move it, Tab to a segment's edge and nudge it by a
 * frame and a second, set its start at the playhead with I, then remove it — no pointer.
 */
export const KeyboardOnly: Story = {
  args: { currentTime: 0 },
  play: async ({ canvas, args }) => {
    // Product, Add (Set start, Set end and Remove wait for a segment), Preview, the playhead.
    await userEvent.tab();
    await expect(canvas.getByLabelText('Product')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Preview' })).toHaveFocus();
    await userEvent.tab();
    const playhead = slider(canvas, 'Playhead');
    await expect(playhead).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(playhead).toHaveAttribute('aria-valuenow', '4');
    await expect(playhead).toHaveAttribute('aria-valuetext', '0:04.000');

    // The first segment's start: one frame on (1/24 s), one second on, one frame back.
    await userEvent.tab();
    const start = slider(canvas, 'Start of Silk Slip Mini Dress');
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(lastList(args.onChange)?.[0]).toEqual({
      productId: DRESS,
      startSec: 2.042,
      endSec: 6,
    });
    await expect(start).toHaveAttribute('aria-valuetext', '0:02.042');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(start).toHaveAttribute('aria-valuenow', '3.042');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(start).toHaveAttribute('aria-valuenow', '3');

    // I: the start goes to the playhead.
    await userEvent.keyboard('i');
    await expect(start).toHaveAttribute('aria-valuenow', '4');
    await expect(
      canvas.getByText(/^Selected: Silk Slip Mini Dress, 0:04.000 to 0:06.000$/),
    ).toBeVisible();

    // Back to Remove (Shift+Tab: playhead, Preview, Remove) and press Enter.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Remove segment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastList(args.onChange)).toEqual([twoSegments[1]]);
    await expect(canvas.queryByRole('slider', { name: 'Start of Silk Slip Mini Dress' })).toBe(
      null,
    );
  },
};

/** Drag an edge with the pointer; a drag into the next segment stops at the last good place. */
export const DragsAnEdge: Story = {
  play: async ({ canvas, args }) => {
    // The x-axis of every lane's track is the same: the dress's lane measures it.
    const track = canvas.getByRole('group', { name: 'Silk Slip Mini Dress' });
    const edge = slider(canvas, 'End of Silk Slip Mini Dress');
    const rect = track.getBoundingClientRect();
    const at = (sec: number) => rect.left + (rect.width * sec) / 20;
    fireEvent.pointerDown(edge, { clientX: at(6), pointerId: 1 });
    // The drag listens on the window from the render after the press.
    await nextFrame();
    fireEvent.pointerMove(edge, { clientX: at(7), pointerId: 1 });
    await waitFor(() => expect(Number(edge.getAttribute('aria-valuenow'))).toBeCloseTo(7, 1));
    fireEvent.pointerMove(edge, { clientX: at(10), pointerId: 1 });
    fireEvent.pointerUp(edge, { clientX: at(10), pointerId: 1 });
    await expect(canvas.getByRole('alert')).toHaveTextContent(/entries may not overlap/);
    await expect(Number(edge.getAttribute('aria-valuenow'))).toBeCloseTo(7, 1);
    // A press on the bare track seeks the video there.
    fireEvent.pointerDown(track, { clientX: at(15), pointerId: 2 });
    await expect(Number((args.onSeek as ReturnType<typeof fn>).mock.calls[0]?.[0])).toBeCloseTo(
      15,
      1,
    );
  },
};

/** Preview: the product on screen at the current time is named and its segment lit. */
export const Preview: Story = {
  args: { currentTime: 9 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'On screen now' })).toHaveTextContent(
      'On screen: Linen Wrap Blouse',
    );
    slider(canvas, 'Playhead').focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(canvas.getByRole('status', { name: 'On screen now' })).toHaveTextContent(
      'No product on screen',
    );
  },
};

/** A list loaded with a problem (saved before the rule) shows it; other edits still work. */
export const LoadedWithAProblem: Story = {
  args: {
    segments: [
      { productId: DRESS, startSec: 2, endSec: 9 },
      { productId: BLOUSE, startSec: 8, endSec: 12 },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/entries may not overlap/);
    slider(canvas, 'End of Linen Wrap Blouse').focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(lastList(args.onChange)?.[1]?.endSec).toBe(13);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Add at playhead' })).toBeDisabled();
    const start = slider(canvas, 'Start of Silk Slip Mini Dress');
    await expect(start).toHaveAttribute('aria-disabled', 'true');
    start.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
