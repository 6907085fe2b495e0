import type { Connection } from 'mongoose';
import { clinicalMessages } from '@wsms/contracts';
import { AppError, background, type Logger } from '@wsms/service-kit';
import { httpConsentEventSink } from '../adapters/booking-consent-events';
import { httpCareTeamDirectory, type CareTeamDirectory } from '../adapters/care-team-directory';
import { clinicalCipher, type ClinicalCipher } from '../adapters/clinical-cipher';
import type { Config } from '../config';
import { clinicalNoteRepository } from '../data-access/clinical/clinical-note-repository';
import { consentRepository } from '../data-access/clinical/consent-repository';
import { injuryRepository } from '../data-access/clinical/injury-repository';
import { intakeRepository } from '../data-access/clinical/intake-repository';
import { recordAccessRepository } from '../data-access/clinical/record-access-repository';
import type { ClinicalDeps } from '../domain/clinical/clinical-deps';
import { deliverConsentEvents } from '../domain/clinical/consent-events.use-case';
import { clinicalRoutes } from '../entry-points/api/clinical.routes';

/** Test seams: another directory, a clock. */
export interface ClinicalOverrides {
  directory?: CareTeamDirectory;
  now?: () => Date;
}

export function buildClinicalDeps(db: Connection, config: Config, overrides: ClinicalOverrides = {}, consentWritten: () => void = () => undefined): ClinicalDeps {
  const cipher = config.CLINICAL_DATA_KEY ? clinicalCipher(config.CLINICAL_DATA_KEY, config.CLINICAL_DATA_KEYS) : null;
  // Without a key (tests of other areas, a development stack without it) the free text is neither written nor read.
  const sealing = (): ClinicalCipher => {
    if (!cipher) throw new AppError('clinical-not-configured', clinicalMessages.notConfigured, 503);
    return cipher;
  };
  return {
    intake: intakeRepository(db, sealing),
    consent: consentRepository(db, consentWritten),
    notes: clinicalNoteRepository(db, sealing),
    injuries: injuryRepository(db, sealing),
    access: recordAccessRepository(db),
    directory: overrides.directory ?? httpCareTeamDirectory({ bookingUrl: config.BOOKING_URL, authUrl: config.AUTH_URL }, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    now: overrides.now ?? (() => new Date()),
  };
}

/**
 * The sports-medicine record (intake, consent, SOAP notes, injuries, access log), mounted by app.ts.
 * With BOOKING_URL, every consent form and signature is also sent to booking's copy (retried until
 * booking took it), which decides confirmations while content is down.
 */
export function clinicalArea(db: Connection, config: Config, logger: Logger, overrides: ClinicalOverrides = {}) {
  let wake: () => void = () => undefined;
  const deps = buildClinicalDeps(db, config, overrides, () => wake());
  if (config.BOOKING_URL) {
    const events = { consent: deps.consent, booking: httpConsentEventSink(config.BOOKING_URL, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS), now: deps.now };
    wake = background(db, logger, 'consent events to booking', config.CONSENT_EVENTS_POLL_SECONDS, () => deliverConsentEvents(events));
    setTimeout(wake, 500).unref();
  }
  return clinicalRoutes(deps);
}
