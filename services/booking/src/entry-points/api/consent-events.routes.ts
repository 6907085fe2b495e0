import { Router } from 'express';
import { bookingApi } from '@wsms/contracts/api';
import { route } from '@wsms/service-kit';
import { applyConsentEvents, type ConsentCopyDeps } from '../../domain/consent/consent-copy';

/** Content's consent events: booking's copy of the consent state (internal callers only). */
export function consentEventsRoutes(deps: ConsentCopyDeps) {
  const router = Router();
  route(router, bookingApi.receiveConsentEvents, ({ body }) => applyConsentEvents(deps, body.events));
  return router;
}
