// The API contract's request and response schemas, shared by the server and the console.
// Field helpers stay inside this folder; only the contract is exported.
export * from './messages';
export { API_PATHS, API_ROUTES, apiPath } from './paths';
export {
  apiErrorSchema,
  apiMessageSchema,
  apiAddressSchema,
  dataResponseSchema,
  idParamsSchema,
  successResponseSchema,
  type SuccessResponse,
  type ApiErrorBody,
  type ApiMessage,
  type ApiAddress,
} from './common';
export * from './user';
export * from './auth';
export { SUB_ROLES, withBaseSubRole } from './subRoles';
export * from './users';
export * from './services';
export * from './lists';
export * from './designers';
export * from './dashboard';
export * from './consoleSettings';
export * from './referenceData';
export * from './products';
export * from './looks';
export * from './events';
export * from './carouselTimes';
export * from './player';
export * from './containers';
export * from './webEvents';
export * from './webProducts';
export * from './webEventGroups';
export * from './import';
export * from './people';
export * from './subscription';
export * from './publicEvent';
export * from './designerGates';
export * from './reports';
export * from './showReports';
export * from './notifications';
export * from './audit';
