import { Router } from 'express';
import { contentApi } from '@wsms/contracts/api';
import { clientAddress, pageRequest, route, sendPage } from '@wsms/service-kit';
import type { ClinicalDeps } from '../../domain/clinical/clinical-deps';
import { addAddendum, clientNotes, editClinicalNote, myCarePlan, signClinicalNote, writeClinicalNote } from '../../domain/clinical/clinical-notes.use-case';
import { consentStatus, myConsents, publishConsentForm, signConsent, signConsentForBooking } from '../../domain/clinical/consent.use-case';
import { healthRecordPdf } from '../../domain/clinical/health-record-pdf';
import { clientInjuries, myInjuries, recordInjury, updateInjury } from '../../domain/clinical/injuries.use-case';
import { clientIntake, myIntake, recordStatus, saveIntake } from '../../domain/clinical/intake.use-case';
import { myRecordAccess, myRecordVisits, recordAccessLog } from '../../domain/clinical/record-access.use-case';

/** The sports-medicine record: nothing of it is cached by a browser or a proxy. */
export function clinicalRoutes(deps: ClinicalDeps) {
  const router = Router();
  router.use(['/api/user/intake', '/api/user/care-plan', '/api/user/injuries', '/api/user/record-access', '/api/user/consents', '/api/clients', '/api/clinical-notes'], (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });
  route(router, contentApi.myIntake, ({ identity }) => myIntake(deps, identity));
  route(router, contentApi.saveIntake, ({ identity, body }) => saveIntake(deps, identity, body));
  route(router, contentApi.recordStatus, ({ identity, query }) => recordStatus(deps, identity, query.email, query.bookingId));
  route(router, contentApi.clientIntake, ({ identity, params }) => clientIntake(deps, identity, params.userId));

  route(router, contentApi.publishConsentForm, ({ body }) => publishConsentForm(deps, body));
  route(router, contentApi.currentConsentForm, () => deps.consent.current());
  route(router, contentApi.signConsent, ({ identity, body, req }) => signConsent(deps, identity, body, clientAddress(req)));
  route(router, contentApi.myConsents, ({ identity }) => myConsents(deps, identity));
  route(router, contentApi.consentStatus, ({ query }) => consentStatus(deps, query));
  route(router, contentApi.signConsentForBooking, ({ body }) => signConsentForBooking(deps, body));
  route(router, contentApi.consentCopy, ({ query }) => deps.consent.copyPage(query.after));

  route(router, contentApi.writeClinicalNote, ({ identity, params, body }) => writeClinicalNote(deps, identity, params.id, body));
  route(router, contentApi.editClinicalNote, ({ identity, params, body }) => editClinicalNote(deps, identity, params.id, body));
  route(router, contentApi.signClinicalNote, ({ identity, params }) => signClinicalNote(deps, identity, params.id));
  route(router, contentApi.addAddendum, ({ identity, params, body }) => addAddendum(deps, identity, params.id, body.text));
  route(router, contentApi.clientNotes, async (input) => sendPage(input, await clientNotes(deps, input.identity, input.params.userId, pageRequest(input.query))));
  route(router, contentApi.myCarePlan, ({ identity }) => myCarePlan(deps, identity));

  route(router, contentApi.recordInjury, ({ identity, params, body }) => recordInjury(deps, identity, params.userId, body));
  route(router, contentApi.updateInjury, ({ identity, params, body }) => updateInjury(deps, identity, params.userId, params.id, body));
  route(router, contentApi.clientInjuries, ({ identity, params }) => clientInjuries(deps, identity, params.userId));
  route(router, contentApi.myInjuries, ({ identity }) => myInjuries(deps, identity));

  route(router, contentApi.myRecordAccess, async (input) => sendPage(input, await myRecordAccess(deps, input.identity, pageRequest(input.query))));
  route(router, contentApi.myRecordVisits, async (input) => sendPage(input, await myRecordVisits(deps, input.identity, pageRequest(input.query))));
  route(router, contentApi.recordAccessLog, async (input) => {
    input.res.set('Cache-Control', 'private, no-store');
    return sendPage(input, await recordAccessLog(deps, input.query.userId, pageRequest(input.query)));
  });
  route(router, contentApi.myRecordPdf, async ({ identity, res }) => {
    const bytes = await healthRecordPdf(deps, identity);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="health-record.pdf"',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    return bytes;
  });
  return router;
}
