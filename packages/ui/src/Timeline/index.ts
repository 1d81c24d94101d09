export { Timeline, relativeTime, type TimelineEntry, type TimelineProps } from './Timeline';
