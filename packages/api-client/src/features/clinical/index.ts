export { clinicalKeys } from './clinical-keys';
export {
  getMyIntake, myIntakeQueryOptions, useMyIntake, useSaveIntake, getCurrentConsentForm, useCurrentConsentForm, getMyConsents, useMyConsents, useSignConsent,
  getMyCarePlan, useMyCarePlan, getMyInjuries, useMyInjuries, useMyRecordAccessPages, useMyRecordVisitPages, healthRecordPdfPath,
} from './my-record';
export {
  getClientIntake, useClientIntake, useClientNotePages, getClientInjuries, useClientInjuries, getRecordStatus, useRecordStatus,
  useWriteClinicalNote, useEditClinicalNote, useSignClinicalNote, useAddAddendum, useRecordInjury, useUpdateInjury, usePublishConsentForm,
} from './client-record';
