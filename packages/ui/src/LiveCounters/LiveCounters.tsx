import { StatCard } from '../StatCard/StatCard';
import { StatGrid } from '../StatGrid/StatGrid';

export type LiveCountersValue = {
  viewersNow: number;
  peakViewers: number;
  uniqueViewers: number;
  chatMessages: number;
  addsToCart: number;
  orders: number;
  /** In the currency's major unit. */
  ordersValue: number;
  /** ISO 4217. */
  currency: string;
};

export type LiveCountersProps = {
  /** The latest counters; null before the first arrives (the tiles show placeholders). */
  counters: LiveCountersValue | null;
  /** The locale the figures are written in; the browser's by default. */
  locale?: string;
  /** The label of the group of tiles. */
  label?: string;
  headingLevel?: 2 | 3;
  className?: string;
};

/** A money amount in its currency; an unknown currency code falls back to the bare figure. */
function money(value: number, currency: string, locale: string | undefined): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

/**
 * The show's live figures as tiles: viewers now, peak and unique viewers, chat messages,
 * adds to cart, and orders with their value. The figures change every two seconds, so the
 * tiles are not a live region (a screen reader would hear nothing else); they are read on
 * demand.
 */
export function LiveCounters({
  counters,
  locale,
  label = 'Live counters',
  headingLevel = 3,
  className,
}: LiveCountersProps) {
  const count = new Intl.NumberFormat(locale);
  const loading = counters === null;
  const tiles = [
    { label: 'Viewers now', value: counters && count.format(counters.viewersNow) },
    { label: 'Peak viewers', value: counters && count.format(counters.peakViewers) },
    { label: 'Unique viewers', value: counters && count.format(counters.uniqueViewers) },
    { label: 'Messages sent', value: counters && count.format(counters.chatMessages) },
    { label: 'Adds to cart', value: counters && count.format(counters.addsToCart) },
    {
      label: 'Orders',

      value: counters && count.format(counters.orders),
      hint: counters
        ? `${money(counters.ordersValue, counters.currency, locale)} in total`
        : undefined,
    },
  ] as const;
  return (
    <section aria-label={label} className={className}>
      <StatGrid>
        {tiles.map((tile) => (
          <StatCard
            key={tile.label}
            label={tile.label}
            value={tile.value}
            hint={'hint' in tile ? tile.hint : undefined}
            loading={loading}
            headingLevel={headingLevel}
          />
        ))}
      </StatGrid>
    </section>
  );
}
