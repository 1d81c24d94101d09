// Fashion Weeks' public face for the other features: the week a show belongs to.
// Its screens load through the routes (app/routes/screens.ts), never through this file.
export { dateRangeText } from './containerDates';
export { CONTAINERS_LIST, containers } from './containersApi';
