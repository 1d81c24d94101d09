// `@runway-live/domain/envelope`: the API's envelope (the body sealed with the shared
// secret) and the browser's sealed request bytes.
export * from '../envelope';
export { sealedRequestBytes } from '../sealedRequest';
