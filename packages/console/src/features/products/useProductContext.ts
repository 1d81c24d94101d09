import type { ApiLook } from '@runway-live/domain/api';
import type { BreadcrumbItem } from '@runway-live/ui';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { isApiCallError } from '../../api/ApiCallError';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { isId } from '../../resources/routePath';
import {
  contextTrail,
  productContextOf,
  productRoutesOf,
  type ProductContext,
} from './productContext';
import { looks } from '../looks';
import { products, useLook } from './productsApi';
import { useEventTitle } from '../events';

export type ResolvedProductContext = ProductContext &
  ReturnType<typeof productRoutesOf> & {
    look?: ApiLook;
    /** The list's title ('Products', 'Summer edit products' …). */
    listTitle: string;
    /** The trail from the dashboard to the list, the list included. */
    trail: BreadcrumbItem[];
    /** The trail above the list, for the list page itself. */
    parents: BreadcrumbItem[];
  };

/** A product route's context, or the list to go back to when the route names nothing. */
export type ProductRoute =
  | { context: ResolvedProductContext; missing?: undefined }
  | { context?: undefined; missing: { title: string; path: string } };

function resolve(
  context: ProductContext,
  look?: ApiLook,
  eventTitle?: string,
): ResolvedProductContext {
  const { parents, listTitle } = contextTrail(context, look?.name, eventTitle);
  const above = [DASHBOARD_CRUMB, ...parents];
  return {
    ...context,
    ...productRoutesOf(context),
    look,
    listTitle,
    parents: above,
    trail: [...above, { label: listTitle, path: context.listPath }],
  };
}

/**
 * A product screen's context from its route, as the look screens take theirs
 * (useLookContext): the event and the look (each loaded for its name; the trail says
 * 'Event 0190…' and 'Look' until they are), the list a save returns to and the add and
 * edit paths. A malformed id, or a look that is not there (or is another designer's), is
 * `missing`: the screen shows the not-found page with the way back, never a crash.
 */
export function useProductContext(): ProductRoute {
  const { event_id, look_id, product_id: productId } = useParams();
  const { pathname } = useLocation();
  const context = useMemo(
    () => productContextOf(pathname, { event_id, look_id }),
    [pathname, event_id, look_id],
  );
  const idsValid = isId(context.eventId) && isId(context.lookId) && isId(productId);
  const look = useLook(idsValid ? context.lookId : undefined);
  const eventTitle = useEventTitle(idsValid ? context.eventId : undefined);
  const resolved = useMemo(
    () => resolve(context, look.data, eventTitle),
    [context, look.data, eventTitle],
  );
  const lookGone =
    look.isError &&
    isApiCallError(look.error) &&
    (look.error.status === 404 || look.error.status === 400);
  if (!idsValid || lookGone) {
    return {
      missing: context.lookId
        ? { title: 'Looks', path: looks.paths.list }
        : { title: 'Products', path: products.paths.list },
    };
  }
  return { context: resolved };
}
