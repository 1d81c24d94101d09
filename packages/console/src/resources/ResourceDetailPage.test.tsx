import type { ListPage } from '@runway-live/domain/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../api/ApiCallError';
import { AppProviders } from '../test/renderApp';
import { DetailSection, RelatedList, ResourceDetailPage } from './ResourceDetailPage';

type Order = { _id: string; number: string; status: string };
type Line = { _id: string; name: string };

const order: Order = { _id: 'o1', number: 'RL-1001', status: 'shipped' };

const loaded = <T,>(data: T) =>
  ({ data, isSuccess: true, isError: false, isPending: false }) as unknown as UseQueryResult<T>;
const failed = <T,>(error: Error, refetch = vi.fn()) =>
  ({
    error,
    isSuccess: false,
    isError: true,
    isPending: false,
    refetch,
  }) as unknown as UseQueryResult<T>;

function renderDetail(lines: UseQueryResult<ListPage<Line>>, query = loaded(order)) {
  render(
    <AppProviders store={createStore()}>
      <MemoryRouter>
        <ResourceDetailPage
          query={query}
          list={{ title: 'Orders', path: '/orders' }}
          title={(item) => `Order ${item.number}`}
          status={(item) => item.status}
          actions={(item) => ({
            primaryAction: { label: 'Edit', href: `/orders/edit/${item._id}` },
            secondaryActions: [{ label: 'Refund', onClick: vi.fn() }],
          })}
        >
          {(item) => (
            <DetailSection title="Lines">
              <RelatedList
                query={lines}
                label={`Lines of ${item.number}`}
                item={(line) => line.name}
                empty={{ title: 'No lines' }}
                all={{ href: `/lines?order=${item._id}`, label: (total) => `All ${total} lines` }}
              />
            </DetailSection>
          )}
        </ResourceDetailPage>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('ResourceDetailPage', () => {
  it('shows the header with status and actions, and the related page with a link to all', () => {
    renderDetail(
      loaded({ items: [{ _id: 'l1', name: 'Wrap dress' }], total: 3, page: 1, limit: 1 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order RL-1001' })).toBeInTheDocument();
    expect(screen.getByText(/^shipped$/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/orders/edit/o1');
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Lines of RL-1001' });
    expect(within(lines).getByText('Wrap dress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 3 lines' })).toHaveAttribute(
      'href',
      '/lines?order=o1',
    );
    const trail = screen.getByRole('navigation', { name: /Breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
  });

  it('says when nothing is related', () => {
    renderDetail(loaded({ items: [], total: 0, page: 1, limit: 20 }));
    expect(screen.getByText('No lines')).toBeInTheDocument();
  });

  it('retries a related list that failed, in its own block', async () => {
    const refetch = vi.fn();
    renderDetail(failed(new ApiCallError('Database down', 503), refetch));
    expect(screen.getByRole('heading', { level: 1, name: 'Order RL-1001' })).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("has the page's one heading while the object loads and when it failed (axe: page-has-heading-one)", () => {
    const loading = { isSuccess: false, isError: false, isPending: true } as UseQueryResult<Order>;
    renderDetail(loaded({ items: [], total: 0, page: 1, limit: 5 }), loading);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it("keeps the page's one heading beside a failure it can retry", () => {
    renderDetail(
      loaded({ items: [], total: 0, page: 1, limit: 5 }),
      failed(new ApiCallError('Database down', 503)),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows an object that is gone as not found, with the way back to its list', () => {
    renderDetail(
      loaded({ items: [], total: 0, page: 1, limit: 20 }),
      failed(new ApiCallError('Not found.', 404)),
    );
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  });
});
