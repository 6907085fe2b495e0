import type { Connection } from 'mongoose';
import { clinicalMessages } from '@wsms/contracts';
import { AppError } from '@wsms/service-kit';
import { httpCareTeamDirectory, type CareTeamDirectory } from './adapters/care-team-directory';
import { clinicalCipher, type ClinicalCipher } from './adapters/clinical-cipher';
import type { Config } from './config';
import { clinicalNoteRepository } from './data-access/clinical-note-repository';
import { consentRepository } from './data-access/consent-repository';
import { injuryRepository } from './data-access/injury-repository';
import { intakeRepository } from './data-access/intake-repository';
import { recordAccessRepository } from './data-access/record-access-repository';
import type { ClinicalDeps } from './domain/clinical/clinical-deps';
import { clinicalRoutes } from './entry-points/api/clinical.routes';

/** Test seams: another directory, a clock. */
export interface ClinicalOverrides {
  directory?: CareTeamDirectory;
  now?: () => Date;
}

export function buildClinicalDeps(db: Connection, config: Config, overrides: ClinicalOverrides = {}): ClinicalDeps {
  const cipher = config.CLINICAL_DATA_KEY ? clinicalCipher(config.CLINICAL_DATA_KEY, config.CLINICAL_DATA_KEYS) : null;
  // Without a key (tests of other areas, a development stack without it) the free text is neither written nor read.
  const sealing = (): ClinicalCipher => {
    if (!cipher) throw new AppError('clinical-not-configured', clinicalMessages.notConfigured, 503);
    return cipher;
  };
  return {
    intake: intakeRepository(db, sealing),
    consent: consentRepository(db),
    notes: clinicalNoteRepository(db, sealing),
    injuries: injuryRepository(db, sealing),
    access: recordAccessRepository(db),
    directory: overrides.directory ?? httpCareTeamDirectory({ bookingUrl: config.BOOKING_URL, authUrl: config.AUTH_URL }, config.INTERNAL_SECRET, config.INTERNAL_TIMEOUT_MS),
    now: overrides.now ?? (() => new Date()),
  };
}

/** The sports-medicine record (intake, consent, SOAP notes, injuries, access log), mounted by app.ts. */
export const clinicalArea = (db: Connection, config: Config, overrides: ClinicalOverrides = {}) => clinicalRoutes(buildClinicalDeps(db, config, overrides));
