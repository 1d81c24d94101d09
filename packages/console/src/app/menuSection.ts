import { matchPath } from 'react-router-dom';
import { routePath, type RoutePattern } from '@runway-live/domain/access';

/**
 * The menu entry of pages that have none of their own: a resource's add and edit pages
 * (and a look's products) belong to its list's entry, so the side menu shows where they
 * are. Other pages are their own entry (or sit under it: `/colors/add` under `/colors`).
 */
const SECTIONS: readonly { section: string; patterns: readonly RoutePattern[] }[] = [
  {
    section: routePath('view-products'),
    patterns: ['add-product', 'edit-product/:product_id'],
  },
  {
    section: routePath('look/view-looks'),
    patterns: [
      'look/add-look',
      'look/edit-look/:look_id',
      'look/products/:look_id',
      'look/add-product',
      'look/add-product/:look_id',
      'look/edit-product/:product_id',
      'look/edit-product/:look_id/:product_id',
    ],
  },
];

/** The path the side menu marks as current for `pathname`. */
export function menuSectionOf(pathname: string): string {
  const found = SECTIONS.find(({ patterns }) =>
    patterns.some((pattern) => matchPath(`/${pattern}`, pathname) !== null),
  );
  return found?.section ?? pathname;
}
