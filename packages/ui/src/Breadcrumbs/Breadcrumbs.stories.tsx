import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Designers', path: '/designer/view-designers' },
      { label: 'Maison Aurore', path: '/designer/designer-detail/64f1' },
      { label: 'Edit designer', path: '/designer/edit-designer/64f1' },
    ],
    linkComponent: StoryRouterLink,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    // An ordered list, top of the trail first.
    await expect(within(nav).getByRole('list').tagName).toBe('OL');
    await expect(visibleLinks(nav)).toEqual([
      'Dashboard',
      'Designers',
      'Maison Aurore',
      'Edit designer',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Designers' })).toHaveAttribute(
      'href',
      '/designer/view-designers',
    );
    // Only the last one is the current page.
    const current = nav.querySelectorAll('[aria-current="page"]');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Edit designer');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    // On a phone only the parent and the current page stay; the rest fold into "…".
    await expect(visibleLinks(nav)).toEqual(['Maison Aurore', 'Edit designer']);
    await expect(within(nav).getByText('…')).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const LongLabelsOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    items: [
      { label: 'Designers', path: '/designer/view-designers' },
      {
        label: 'Maison Aurore de la Haute Couture Parisienne et Internationale',
        path: '/designer/designer-detail/64f1',
      },
      { label: 'Edit designer profile and brand details', path: '/designer/edit-designer/64f1' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    // Long labels are cut with an ellipsis, never pushed off the side.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The cut label keeps its full name for screen readers.
    await expect(
      within(nav).getByRole('link', { name: 'Edit designer profile and brand details' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const TwoSteps: Story = {
  args: {
    items: [
      { label: 'Colors', path: '/colors' },
      { label: 'Add color', path: '/colors/new' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(visibleLinks(nav)).toEqual(['Colors', 'Add color']);
    // Nothing folded, so no ellipsis.
    await expect(within(nav).queryByText('…')).toBeNull();
  },
};

const onFollow = fn();

export const FollowsThroughTheRouter: Story = {
  args: { linkComponent: (props) => <StoryRouterLink {...props} onClick={onFollow} /> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Designers' }));
    await expect(onFollow).toHaveBeenCalledOnce();
  },
};
