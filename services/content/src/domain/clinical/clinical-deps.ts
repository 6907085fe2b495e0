import type { CareTeamDirectory } from '../../adapters/care-team-directory';
import type { ClinicalNoteRepository } from '../../data-access/clinical/clinical-note-repository';
import type { ConsentRepository } from '../../data-access/clinical/consent-repository';
import type { InjuryRepository } from '../../data-access/clinical/injury-repository';
import type { IntakeRepository } from '../../data-access/clinical/intake-repository';
import type { RecordAccessRepository } from '../../data-access/clinical/record-access-repository';

/** What the clinical record's use-cases need; repositories of free text throw 503 while CLINICAL_DATA_KEY is unset. */
export interface ClinicalDeps {
  intake: IntakeRepository;
  consent: ConsentRepository;
  notes: ClinicalNoteRepository;
  injuries: InjuryRepository;
  access: RecordAccessRepository;
  directory: CareTeamDirectory;
  now: () => Date;
}
