export { ContainerWebEventsScreen as Screen } from './ContainerShowsScreen';
