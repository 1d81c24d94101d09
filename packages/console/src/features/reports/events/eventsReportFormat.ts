import type { ShowChart } from '@runway-live/domain/api';
import { minuteStart } from '@runway-live/domain/reports';
import type { ChartBand } from '@runway-live/ui';

/** Seconds as minutes and seconds: '2 min 33 s'. */
export function watchTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
}

/** A share as a percentage to one place: '66.7%'. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * The pushed products as the chart's bands, each named by what was on screen. A band starts
 * at the start of the minute it was pushed in: that minute's point is in it (a push at
 * 12:01:40 covers the 12:01 point).
 */
export function bandsOf(chart: Pick<ShowChart, 'bands'>): ChartBand[] {
  return chart.bands.map((band) => ({
    from: minuteStart(new Date(band.from)).toISOString(),
    to: band.to,
    label: `Pushed: ${band.products.map((product) => product.name || 'a product').join(', ')}`,
  }));
}
