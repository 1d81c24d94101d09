import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { Link } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/designer/view-designers', children: 'View all designers' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value a custom property has where `element` sits (the theme decides it). */
const tokenValue = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim();

/** A colour as the browser computes it, to compare with a computed style. */
function computedColour(element: Element, colour: string) {
  const probe = element.ownerDocument.createElement('span');
  probe.style.color = colour;
  element.parentElement?.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all designers' });
    await expect(link).toHaveAttribute('href', '/designer/view-designers');
    // Themed: the accent colour, never the browser's blue underline.
    const style = getComputedStyle(link);
    await expect(style.textDecorationLine).toBe('none');
    await expect(style.color).toBe(computedColour(link, tokenValue(link, '--rl-color-accent')));
  },
};

export const SameFocusRingAsButtons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--rl-space-4)', alignItems: 'center' }}>
      <Link {...args} />
      <Button>Save</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset];
    };
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'View all designers' });
    await expect(link).toHaveFocus();
    const linkRing = ring(link);
    await expect(linkRing[0]).toBe('solid');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveFocus();
    await expect(ring(button)).toEqual(linkRing);
  },
};

export const WithRouterLink: Story = {
  args: { linkComponent: StoryRouterLink, onClick: fn() },
  play: async ({ canvas, args }) => {
    // The router's link renders the anchor; the look stays the design system's.
    const link = canvas.getByRole('link', { name: 'View all designers' });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const WithIcon: Story = {
  args: { children: 'View all', icon: <ArrowRight aria-hidden /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all' });
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InRunningText: Story = {
  args: { tone: 'inherit', underline: 'always', children: 'read the size charts' },
  render: (args) => (
    <p>
      Before you add a product, <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'read the size charts' });
    // In a sentence a link is underlined: colour alone would not tell it apart.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(link).color).toBe(
      getComputedStyle(link.parentElement as HTMLElement).color,
    );
  },
};
