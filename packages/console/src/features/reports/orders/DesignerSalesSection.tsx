import { Card, Spinner } from '@runway-live/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The report and its chart library load only when a designer's dashboard shows them. */
const DesignerSalesReport = lazy(() => import('./DesignerSalesReport'));

/** The section's anchor: a sales card of the dashboard opens it on its period. */
export const DESIGNER_SALES_ANCHOR = 'your-sales';

/**
 * "Your sales report" on a designer's dashboard (decision 0054): the orders report scoped to
 * their brand, since the report routes are admin and staff's (spec 2.3, 6). Opened from a
 * sales card (`#your-sales`), it is brought into view.
 */
export function DesignerSalesSection() {
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === `#${DESIGNER_SALES_ANCHOR}`) section.current?.scrollIntoView?.();
  }, [hash]);
  return (
    <Card ref={section} id={DESIGNER_SALES_ANCHOR} title="Your sales report" width="fluid">
      <Suspense fallback={<Spinner label="Loading your sales report" />}>
        <DesignerSalesReport />
      </Suspense>
    </Card>
  );
}
