export { ApiError, messageFromBody } from './lib/api-error';
export { apiRequest, throwIfResNotOk } from './lib/api-request';
export { getJson, getQueryFn, type UnauthorizedBehavior } from './lib/query-fn';
export { createQueryClient } from './lib/query-client';
export * from './features/auth';
export * from './features/catalog';
