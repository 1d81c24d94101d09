import {
  designerApplicationStatuses,
  designerSortFields,
  LIST_LIMIT_MAX,
  type DesignerApplicationStatus,
  type DesignerSortField,
} from '@runway-live/domain';

/** The designers list as the URL holds it, so that a view can be shared as a link. */
export type DesignerListParams = {
  page: number;
  limit: number;
  search: string;
  sort: { field: DesignerSortField; direction: 'asc' | 'desc' } | null;
  applicationStatus: DesignerApplicationStatus | null;
};

const DEFAULT_LIMIT = 20;

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/** Reads the list's state from the query; anything unknown falls back to the default. */
export function readDesignerListParams(query: URLSearchParams): DesignerListParams {
  const [field, direction] = (query.get('sort') ?? '').split(':');
  const status = query.get('applicationStatus');
  return {
    page: positiveInt(query.get('page'), 1),
    limit: positiveInt(query.get('limit'), DEFAULT_LIMIT, LIST_LIMIT_MAX),
    search: (query.get('search') ?? '').trim(),
    sort:
      (designerSortFields as readonly string[]).includes(field ?? '') &&
      (direction === 'asc' || direction === 'desc')
        ? { field: field as DesignerSortField, direction }
        : null,
    applicationStatus: (designerApplicationStatuses as readonly string[]).includes(status ?? '')
      ? (status as DesignerApplicationStatus)
      : null,
  };
}

/** The query of a list state: defaults are left out so that links stay short. */
export function writeDesignerListParams(params: DesignerListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.page !== 1) query.set('page', String(params.page));
  if (params.limit !== DEFAULT_LIMIT) query.set('limit', String(params.limit));
  if (params.search) query.set('search', params.search);
  if (params.sort) query.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.applicationStatus) query.set('applicationStatus', params.applicationStatus);
  return query;
}

/** The API's query for a list state (`GET /api/v2/designers`). */
export function designerListQuery(params: DesignerListParams): Record<string, string | number> {
  return Object.fromEntries([
    ['page', params.page],
    ['limit', params.limit],
    ...(params.search ? [['search', params.search]] : []),
    ...(params.sort ? [['sort', `${params.sort.field}:${params.sort.direction}`]] : []),
    ...(params.applicationStatus ? [['applicationStatus', params.applicationStatus]] : []),
  ]) as Record<string, string | number>;
}
