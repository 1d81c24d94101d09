import { eq, type SQL } from 'drizzle-orm';
import type { events, webEvents } from '../../db/schema';
import { ownerOf } from '../../resources/ownership';
import type { ObjectRow } from '../../resources/present';
import { presentShow, type User } from './service';

/** The tables of the two kinds of show: they share every column a show has. */
export type ShowTable = typeof events | typeof webEvents;

/**
 * The orders every show list takes (domain showSortFields); the default is the start,
 * latest first: the table's <kind>_scheduled_idx and <kind>_designer_scheduled_idx.
 */
export const showListOrder = (table: ShowTable) => ({
  sortColumns: {
    scheduledAt: table.scheduledAt,
    title: table.title,
    status: table.status,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
  },
  defaultSort: { field: 'scheduledAt', direction: 'desc' } as const,
  tieBreaker: table.id,
  searchColumns: [table.title],
});

/** The filters every show list takes (domain showFilters). */
export const showListFilters = (table: ShowTable) => ({
  designerId: (value: string): SQL => eq(table.designerId, value),
  containerId: (value: string): SQL => eq(table.containerId, value),
  status: (value: string): SQL => eq(table.status, value as never),
});

/** A list call's ownership: a designer lists their own shows, admin and staff all. */
export const ownShows = (table: ShowTable, user: User) => ({
  owner: { column: table.designerId, id: ownerOf(user) },
});

/** A listed show as the API answers it: the show, and its designer's brand. */
export const presentListed = <Row extends ObjectRow & { scheduledAt: Date | null }>({
  row,
  designerBrand,
}: {
  row: Row;
  designerBrand: string | null;
}) => ({ ...presentShow(row), designerBrand: designerBrand ?? '' });
