import { readerTimeZone } from '@runway-live/domain/display';
import { Spinner } from '@runway-live/ui';
import { lazy, Suspense } from 'react';
import { DetailSection } from '../../../resources/ResourceDetailPage';

/** The show's report and its chart library load only when a show's page shows them. */
const ShowReport = lazy(() => import('./ShowReport'));

/**
 * A show's page's "Show report" (issue 33): the events report's view of the one show — its
 * figures, its minute-by-minute chart with the pushed products as bands, and the chart's
 * table — for every role that can see the show (the server reads a designer's own only),
 * moving with the show while it is live. In its own chunk, so the page's budget holds.
 */
export function ShowReportSection({
  eventId,
  leaveOut,
}: {
  eventId: string;
  /** The figures the page already shows (an ended show's summary), said there only. */
  leaveOut?: readonly string[];
}) {
  return (
    <DetailSection title="Show report">
      <Suspense fallback={<Spinner label="Loading the show’s report" />}>
        <ShowReport
          eventId={eventId}
          timeZone={readerTimeZone()}
          place="show"
          leaveOut={leaveOut}
        />
      </Suspense>
    </DetailSection>
  );
}
