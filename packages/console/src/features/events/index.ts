/**
 * Events' public part: their query keys, resource and title (the trails of the product and
 * look screens in an event's context) and the event picker of a look's form. Other
 * features import this file only.
 */
export { eventKeys } from './eventKeys';
export { EVENTS_LIST, events, useEventTitle } from './eventsApi';
export { EventSelect } from './EventSelect';
