/**
 * Web events' public part: their query keys, resource and title, and the embed code a
 * group's page shows as theirs does. Other features import this file only.
 */
// The keys first: the groups' and web products' resources, which this one's imports in a
// cycle, read them as their modules are evaluated.
export { webEventKeys } from './webEventKeys';
export { useWebEventTitle, WEB_EVENTS_LIST, webEvents } from './webEventsApi';
export {
  ALLOWED_ORIGINS_PURPOSE,
  EmbedCodeSection,
  EmbedSubheading,
  type EmbedCodeSectionProps,
} from './EmbedCodeSection';
