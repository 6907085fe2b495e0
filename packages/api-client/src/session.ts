// Shared at run time (one instance per page): the current-user query, its keys and the auth
// mutations that write it, the QueryClient factory, and the one API client with its one error class,
// so the shell and every remote read and update the same cache entry whichever release each was
// built with, and an error thrown anywhere is the same ApiError everywhere.
export * from './features/auth';
export { ApiError, type FieldIssue } from './lib/api-error';
export { apiPath, type ApiRoute, type RouteBodyOf, type RouteReplyOf } from './lib/api-route';
export { callApi, callApiPage, nextLinkOf, type ApiPage, type CallArgs, type CallOptions } from './lib/call-api';
export { usePagedList, type PagedList, type PagedListOptions } from './lib/paged-list';
export { createQueryClient } from './lib/query-client';
