export { DateTimeField, type DateTimeFieldProps, type DateTimeValue } from './DateTimeField';
export {
  browserTimeZone,
  formatZonedDateTime,
  formatZonedTime,
  instantToWallTime,
  wallTimeToInstant,
  zoneLabel,
} from './zonedTime';
