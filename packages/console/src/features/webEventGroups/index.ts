/**
 * Web event groups' public part: their query keys and resource, for the web events that
 * name their group. Other features import this file only.
 */
// The keys first: the web events' resource, which this one's imports in a cycle, reads
// them as its module is evaluated.
export { webEventGroupKeys } from './webEventGroupKeys';
export { WEB_EVENT_GROUPS_LIST, webEventGroups } from './webEventGroupsApi';
