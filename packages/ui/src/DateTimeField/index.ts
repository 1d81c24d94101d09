export { DateTimeField, type DateTimeFieldProps, type DateTimeValue } from './DateTimeField';
export { browserTimeZone, instantToWallTime, wallTimeToInstant } from './zonedTime';
