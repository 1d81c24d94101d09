import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlayerProductRail } from '../PlayerProductRail/PlayerProductRail';
import { PlayerLayout, PlayerScreenMessage } from './PlayerLayout';

/** A portrait frame standing for the video (stories load no media). */
const portrait =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="360" height="640"%3E%3Crect width="360" height="640" fill="%23333"/%3E%3C/svg%3E';

const rail = (
  <PlayerProductRail
    products={[
      {
        id: 'coat',
        name: 'Wool coat',
        price: 249.5,
        currency: 'EUR',
        imageUrl: null,
        externalUrl: 'https://vale.test/coat',
        jumpTime: '0:00',
      },
    ]}
    onJump={() => {}}
  />
);

const meta = {
  title: 'Player/PlayerLayout',
  component: PlayerLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Replay',
    title: 'Autumn show',
    brandName: 'Vale',
    description: 'The autumn collection, on the runway.',
    video: <video aria-label="Autumn show" controls poster={portrait} width={360} height={640} />,
    products: rail,
  },
} satisfies Meta<typeof PlayerLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const main = canvas.getByRole('main');
    await expect(
      within(main).getByRole('heading', { level: 1, name: 'Autumn show' }),
    ).toBeVisible();
    const video = canvasElement.querySelector('video')!;
    const products = canvas.getByRole('region', { name: 'Shop the show' });
    // The products beside the video, and a portrait video within the screen's height.
    await expect(box(products).left).toBeGreaterThanOrEqual(box(video).right);
    await expect(box(video).height).toBeLessThanOrEqual(800);
    await expect(canvasElement.querySelector('[data-slot="live"]')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    const products = canvas.getByRole('region', { name: 'Shop the show' });
    // Under the video on a phone, and nothing wider than the screen.
    await expect(box(products).top).toBeGreaterThanOrEqual(box(video).bottom);
    await expect(box(video).width).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const WithTheLiveSlot: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: {
    eyebrow: 'Live',
    live: (
      <>
        <p>Starts in 2 d 4 h</p>
        <section aria-label="Live chat">
          <p>The chat of the live show goes here.</p>
        </section>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const slot = canvasElement.querySelector('[data-slot="live"]')!;
    const chat = within(slot as HTMLElement).getByRole('region', { name: 'Live chat' });
    await expect(chat).toBeVisible();
    // The slot's parts are spaced apart, never touching.
    await expect(box(chat).top).toBeGreaterThan(box(canvas.getByText('Starts in 2 d 4 h')).bottom);
    // Above the products.
    await expect(box(slot).bottom).toBeLessThanOrEqual(
      box(canvas.getByRole('region', { name: 'Shop the show' })).top,
    );
  },
};

export const NoVideoYet: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { video: <PlayerScreenMessage>The show has not started yet.</PlayerScreenMessage> },
  play: async ({ canvas }) => {
    const message = canvas.getByText('The show has not started yet.');
    // The screen keeps a video's 16:9 shape, the message in its middle.
    const { width, height } = box(message);
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.05);
  },
};

export const ShortPageFillsTheScreen: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: {
    description: undefined,
    video: <PlayerScreenMessage>The show has not started yet.</PlayerScreenMessage>,
  },
  play: async ({ canvas, canvasElement }) => {
    // The page's canvas reaches the screen's bottom: no bare strip under a short show.
    const main = canvas.getByRole('main');
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(box(main).height).toBeGreaterThanOrEqual(view.innerHeight);
  },
};
