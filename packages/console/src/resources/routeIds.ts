import { isUuid } from '@runway-live/domain/access';

/** Ids are UUIDs: any other text in the route names nothing (the not-found state). */
export function isId(text: string | undefined): boolean {
  return text === undefined || isUuid(text);
}
