import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlayerProductRail } from '../PlayerProductRail/PlayerProductRail';
import { PlayerLayout } from './PlayerLayout';

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
      <section aria-label="Live chat">
        <p>The chat of the live show goes here.</p>
      </section>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const slot = canvasElement.querySelector('[data-slot="live"]')!;
    await expect(
      within(slot as HTMLElement).getByRole('region', { name: 'Live chat' }),
    ).toBeVisible();
    // Above the products.
    await expect(box(slot).bottom).toBeLessThanOrEqual(
      box(canvas.getByRole('region', { name: 'Shop the show' })).top,
    );
  },
};
