export { ApiError, jsonMessage, messageFromBody } from './lib/api-error';
export { apiRequest, throwIfResNotOk } from './lib/api-request';
export { getJson, getQueryFn, type UnauthorizedBehavior } from './lib/query-fn';
// The session goes through its shared entry point, so this barrel never carries a second copy.
export * from '@wsms/api-client/session';
export * from './features/catalog';
