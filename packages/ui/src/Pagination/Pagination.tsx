import { formatCount } from '@runway-live/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { StyledPages, StyledPagination, StyledRange } from './Pagination.styles';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list, as the server counts them. */
  total: number;
  /**
   * More than `total` rows match: the server stopped counting there (decision 0038). The
   * range says "of more than", the last page is not known and Next stays enabled.
   */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** Shows the rows-per-page choice when given. */
  onLimitChange?: (limit: number) => void;
  limitOptions?: readonly number[];
  'aria-label'?: string;
};

/** The last page of a list; an empty list still has page 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

/** The server-side pager of a list (`?page=&limit=` and the total of the answer). */
export function Pagination({
  page,
  limit,
  total,
  totalCapped = false,
  onPageChange,
  onLimitChange,
  limitOptions = [10, 20, 50, 100],
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  const limitId = useId();
  const last = pageCount(total, limit);
  const current = Math.min(Math.max(1, page), last);
  const first = total === 0 ? 0 : (current - 1) * limit + 1;
  const end = Math.min(total, current * limit);

  return (
    <StyledPagination aria-label={ariaLabel}>
      <StyledRange>
        {formatCount(first)}–{formatCount(end)} of {formatCount(total, { capped: totalCapped })}
      </StyledRange>
      {onLimitChange ? (
        <label htmlFor={limitId}>
          Rows per page
          <select
            id={limitId}
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
          >
            {limitOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <StyledPages>
        <IconButton
          size="sm"
          label="Previous page"
          icon={<ChevronLeft aria-hidden />}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        />
        <span aria-current="page">{`Page ${formatCount(current)} of ${formatCount(last)}${totalCapped ? '+' : ''}`}</span>
        <IconButton
          size="sm"
          label="Next page"
          icon={<ChevronRight aria-hidden />}
          disabled={current >= last && !totalCapped}
          onClick={() => onPageChange(current + 1)}
        />
      </StyledPages>
    </StyledPagination>
  );
}
