import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds the page and limit as a list screen keeps them in its URL. */
function PaginationDemo({ onPageChange, onLimitChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [limit, setLimit] = useState(props.limit);
  return (
    <Pagination
      {...props}
      page={page}
      limit={limit}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onLimitChange={(next) => {
        setLimit(next);
        setPage(1);
        onLimitChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: { page: 1, limit: 20, total: 135, onPageChange: fn(), onLimitChange: fn() },
  render: (args) => <PaginationDemo {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1–20 of 135')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 7')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('21–40 of 135')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 7 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('121–135 of 135')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
  },
};

export const RowsPerPage: Story = {
  args: { page: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.onLimitChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

export const EmptyList: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** The server stopped counting at 10 000 (decision 0038): more rows match. */
export const CountCapped: Story = {
  args: { page: 500, total: 10_000, totalCapped: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('9,981–10,000 of more than 10,000')).toBeVisible();
    await expect(canvas.getByText('Page 500 of 500+')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(501);
  },
};
