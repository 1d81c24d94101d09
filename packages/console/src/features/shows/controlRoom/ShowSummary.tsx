import { formatCount } from '@runway-live/domain/display';
import type { LiveSummary } from '@runway-live/domain/live';
import { StatCard, StatGrid } from '@runway-live/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { failureMessage } from '../../../api/ApiProvider';
import { DetailSection } from '../../../resources/ResourceDetailPage';
import { ShowNote } from '../ShowDetail';
import { showLengthText } from '../showText';

/**
 * An ended show's summary, kept on its page where its control room was: how long it ran,
 * its peak and unique viewers, its chat messages and its pushes.
 */
export function ShowSummary({ summary }: { summary: UseQueryResult<LiveSummary> }) {
  const data = summary.data;
  const error = summary.isError ? failureMessage(summary.error) : undefined;
  const figure = (value: number | undefined) =>
    value === undefined ? undefined : formatCount(value);
  const tiles = [
    {
      label: 'Duration',
      value: data
        ? data.durationSec === null
          ? '—'
          : showLengthText(data.durationSec)
        : undefined,
      hint: data && data.durationSec === null ? 'The show never went live.' : undefined,
    },
    { label: 'Peak viewers', value: figure(data?.peakViewers) },
    { label: 'Unique viewers', value: figure(data?.uniqueViewers) },
    { label: 'Messages', value: figure(data?.chatMessages) },
    {
      label: 'Pushes',
      value: figure(data?.pushes),
      hint: data
        ? `${data.productsPushed} ${data.productsPushed === 1 ? 'product' : 'products'} shown`
        : undefined,
    },
  ];
  return (
    <DetailSection title="Show summary">
      <ShowNote>The show has ended; its control room is closed.</ShowNote>
      <StatGrid aria-label="Show summary figures">
        {tiles.map((tile) => (
          <StatCard
            key={tile.label}
            label={tile.label}
            value={tile.value}
            hint={tile.hint}
            loading={summary.isPending}
            error={error}
            headingLevel={3}
          />
        ))}
      </StatGrid>
    </DetailSection>
  );
}
