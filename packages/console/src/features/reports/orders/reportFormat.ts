import type { ReportBucket } from '@runway-live/domain/reports';

/** A change on the previous period, in words that carry their sign (never colour alone). */
export function deltaOf(
  now: number,
  before: number,
): { text: string; trend: 'up' | 'down' | 'neutral' } {
  if (now === before) return { text: 'Same as the previous period', trend: 'neutral' };
  if (before === 0) return { text: 'Up from none in the previous period', trend: 'up' };
  const percent = Math.round(((now - before) / Math.abs(before)) * 100);
  const trend = now > before ? 'up' : 'down';
  if (percent === 0)
    return {
      text: `${trend === 'up' ? 'Slightly up' : 'Slightly down'} on the previous period`,
      trend,
    };
  return { text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% on the previous period`, trend };
}

/**
 * A bucket's time as the axis and the table write it, in the report's zone: the day
 * ('Mar 10') or the hour ('Mar 10, 14:00').
 */
export function bucketFormatter(bucket: ReportBucket, timeZone: string) {
  const format = new Intl.DateTimeFormat(
    'en-US',
    bucket === 'day'
      ? { month: 'short', day: 'numeric', timeZone }
      : {
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
        },
  );
  return (at: string) => format.format(new Date(at));
}
