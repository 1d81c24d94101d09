export { LiveCounters, type LiveCountersProps, type LiveCountersValue } from './LiveCounters';
