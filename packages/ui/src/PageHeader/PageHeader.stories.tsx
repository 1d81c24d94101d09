import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { StoryRouterLink } from '../SideMenu/storyLink';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { PageHeader } from './PageHeader';

const onExport = fn();
const onSave = fn();
const onFollow = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Designers',
    linkComponent: StoryRouterLink,
    breadcrumbs: (
      <Breadcrumbs
        linkComponent={StoryRouterLink}
        items={[
          { label: 'Dashboard', path: '/dashboard' },
          { label: 'Designers', path: '/designer/view-designers' },
        ]}
      />
    ),
    description: 'Every brand selling on the marketplace, with its status and payments.',
    primaryAction: { label: 'Add designer', href: '/designer/add-designer', icon: 'plus' },
    secondaryActions: [{ label: 'Export', icon: 'download', onClick: onExport }],
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: Element) => element.getBoundingClientRect();
const pageWidth = (element: Element) => element.ownerDocument.documentElement.scrollWidth;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Designers' });
    const add = canvas.getByRole('link', { name: 'Add designer' });
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    // One row: the actions sit beside the title, the primary one last.
    await expect(box(add).top).toBeLessThan(box(title).bottom);
    await expect(box(add).left).toBeGreaterThan(box(title).right);
    await expect(box(exportButton).right).toBeLessThanOrEqual(box(add).left);
    await expect(add).toHaveAttribute('href', '/designer/add-designer');
    // A link drawn as a button keeps the button's look: no underline.
    await expect(getComputedStyle(add).textDecorationLine).toBe('none');
    await expect(add.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText(/Every brand selling/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Designers' });
    const add = canvas.getByRole('link', { name: 'Add designer' });
    const exportButton = canvas.getByRole('button', { name: 'Export' });
    // Stacked on purpose: the actions move under the title and share its width.
    await expect(box(add).top).toBeGreaterThanOrEqual(box(title).bottom);
    await expect(box(exportButton).top).toBeGreaterThanOrEqual(box(title).bottom);
    const row = add.parentElement as HTMLElement;
    await expect(box(exportButton).width + box(add).width).toBeGreaterThan(box(row).width * 0.9);
    await expect(pageWidth(canvasElement)).toBeLessThanOrEqual(375);
  },
};

export const LongTitleOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  args: {
    title: 'Maison Aurore de la Haute Couture Parisienne — Spring/Summer Collection Twenty-Six',
    secondaryActions: [
      { label: 'Export', icon: 'download', onClick: onExport },
      { label: 'Import CSV', icon: 'upload' },
      { label: 'Edit', icon: 'pencil' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    // The title wraps and the four actions wrap into rows: nothing scrolls sideways.
    await expect(pageWidth(canvasElement)).toBeLessThanOrEqual(375);
    for (const button of canvas.getAllByRole('button')) {
      await expect(box(button).right).toBeLessThanOrEqual(375);
    }
  },
};

export const ButtonActions: Story = {
  args: {
    title: 'Edit colour',
    breadcrumbs: undefined,
    description: undefined,
    primaryAction: { label: 'Save', onClick: onSave },
    secondaryActions: [{ label: 'Export', onClick: onExport }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(onExport).toHaveBeenCalledOnce();
  },
};

export const LinkActionsFollowTheRouter: Story = {
  args: {
    linkComponent: (props) => <StoryRouterLink {...props} onClick={onFollow} />,
    secondaryActions: [{ label: 'Size charts', href: '/size/charts' }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Size charts' }));
    await expect(onFollow).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Size charts' })).toHaveAttribute(
      'href',
      '/size/charts',
    );
  },
};

export const BusyAndDisabled: Story = {
  args: {
    primaryAction: { label: 'Save', onClick: onSave, loading: true },
    secondaryActions: [{ label: 'Add designer', href: '/designer/add-designer', disabled: true }],
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toBeDisabled();
    // A disabled link action is drawn as a disabled button: nothing to follow.
    await expect(canvas.queryByRole('link', { name: 'Add designer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add designer' })).toBeDisabled();
  },
};

export const WithMeta: Story = {
  args: {
    title: 'Maison Aurore',
    meta: <StatusBadge status="active" />,
    primaryAction: undefined,
    secondaryActions: [],
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Maison Aurore' });
    await expect(within(title.parentElement as HTMLElement).getByText('Active')).toBeVisible();
    // No actions, no empty action row.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Many actions in a desktop page's content column (1280 px less the side menu): they wrap
 * under the title, which keeps its width on one line.
 */
export const ManyActions: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Products',
    primaryAction: { label: 'Add product', href: '/add-product', icon: 'plus' },
    secondaryActions: [
      { label: 'Import CSV', icon: 'upload', onClick: onExport },
      { label: 'Export CSV', icon: 'download', onClick: onExport },
      { label: 'Download template', icon: 'download', onClick: onExport },
      { label: 'Allowed values', onClick: onExport },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Products' });
    // One line of title: not squeezed to a letter per line by the actions beside it.
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(box(title).height).toBeLessThan(lineHeight * 1.5);
    await expect(box(title).width).toBeGreaterThan(100);
    await expect(pageWidth(canvasElement)).toBeLessThanOrEqual(1280);
  },
};
