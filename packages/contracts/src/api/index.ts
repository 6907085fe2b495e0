import { authApi } from './auth.routes';
import { bookingApi } from './booking.routes';
import { catalogApi } from './catalog.routes';
import { contentApi } from './content.routes';
import { gatewayApi } from './system.routes';
import type { RouteContract } from './route-contract';

export * from './api-error.schema';
export * from './audit-phrase';
export { auditPhraseOf } from './audit-phrases';
export * from './audit.routes';
export * from './auth.routes';
export * from './booking.routes';
export * from './catalog.routes';
export * from './content.routes';
export * from './clinical.routes';
export * from './consent-gate.routes';
export * from './credits.routes';
export * from './params.schema';
export * from './instructor-clients.routes';
export * from './training.routes';
export * from './telemetry.routes';
export * from './reports.routes';
export * from './system.routes';
export * from './user-lookup.routes';
export * from './waitlist.routes';
export * from './route-contract';
export type * from './route-types';
export { buildOpenApiDocument, openApiPath, type OpenApiDocument, type Operation } from './openapi/build-openapi';

/** Every route of every service, by the service that serves it (the gateway's route table must agree). */
export const apiContracts = {
  auth: authApi,
  catalog: catalogApi,
  booking: bookingApi,
  content: contentApi,
} satisfies Record<string, Record<string, RouteContract>>;
export type ApiServiceName = keyof typeof apiContracts;

/** Every public route the gateway answers: the services' and its own (GET /api/admin/system). */
export const documentedApi = { ...apiContracts, gateway: gatewayApi } satisfies Record<string, Record<string, RouteContract>>;
