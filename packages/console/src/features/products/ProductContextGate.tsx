import type { ApiLook } from '@runway-live/domain';
import type { BreadcrumbItem } from '@runway-live/ui';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { DASHBOARD_CRUMB } from '../../app/Page';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import {
  contextTrail,
  isId,
  LOOKS_PATH,
  productContextOf,
  type ProductContext,
} from './productContext';
import { PRODUCTS_PATH, useLook } from './productsApi';

export type ResolvedProductContext = ProductContext & {
  look?: ApiLook;
  /** The list's title ('Products', 'Summer edit products' …). */
  listTitle: string;
  /** The trail from the dashboard to the list, the list included. */
  trail: BreadcrumbItem[];
  /** The trail above the list, for the list page itself. */
  parents: BreadcrumbItem[];
};

function resolve(context: ProductContext, look?: ApiLook): ResolvedProductContext {
  const { parents, listTitle } = contextTrail(context, look?.name);
  const above = [DASHBOARD_CRUMB, ...parents];
  return {
    ...context,
    look,
    listTitle,
    parents: above,
    trail: [...above, { label: listTitle, path: context.listPath }],
  };
}

/**
 * A product screen's context from its route: the event (by id: events have no screens
 * yet) and the look (loaded, for its name). A malformed id, or a look that is not there
 * (or is another designer's), is the not-found page, never a crash.
 */
export function ProductContextGate({
  children,
}: {
  children: (context: ResolvedProductContext) => ReactNode;
}) {
  const params = useParams();
  const { pathname } = useLocation();
  const context = productContextOf(pathname, params);
  const idsValid = isId(context.eventId) && isId(context.lookId) && isId(params.product_id);
  const look = useLook(idsValid ? context.lookId : undefined);
  if (!idsValid) {
    const list = context.lookId
      ? { title: 'Looks', path: LOOKS_PATH }
      : { title: 'Products', path: PRODUCTS_PATH };
    return <MissingPage list={list} />;
  }
  if (context.lookId) {
    return (
      <DetailGate query={look} list={{ title: 'Looks', path: LOOKS_PATH }}>
        {(loaded) => children(resolve(context, loaded))}
      </DetailGate>
    );
  }
  return children(resolve(context));
}
