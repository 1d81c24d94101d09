export { ContainerEventsScreen as Screen } from './ContainerShowsScreen';
