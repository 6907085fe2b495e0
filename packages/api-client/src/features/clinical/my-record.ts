import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath, callApi, usePagedList } from '@wsms/api-client/session';
import type { ConsentSignInput, IntakeInput } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { clinicalKeys } from './clinical-keys';

/** The signed-in client's own health record (the portal's Health Record tab). */
export const getMyIntake = () => callApi(content.myIntake, undefined, { failure: 'Failed to fetch your intake form' });
export const myIntakeQueryOptions = () => queryOptions({ queryKey: clinicalKeys.myIntake(), queryFn: getMyIntake });
export const useMyIntake = () => useQuery(myIntakeQueryOptions());

export function useSaveIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntakeInput) => callApi(content.saveIntake, { body }, { fallback: 'Failed to save your intake form' }),
    onSuccess: (intake) => queryClient.setQueryData(clinicalKeys.myIntake(), intake),
  });
}

export const getCurrentConsentForm = () => callApi(content.currentConsentForm, undefined, { failure: 'Failed to fetch the consent form' });
export const useCurrentConsentForm = () => useQuery(queryOptions({ queryKey: clinicalKeys.consentForm(), queryFn: getCurrentConsentForm }));

export const getMyConsents = () => callApi(content.myConsents, undefined, { failure: 'Failed to fetch your signatures' });
export const useMyConsents = () => useQuery(queryOptions({ queryKey: clinicalKeys.myConsents(), queryFn: getMyConsents }));

export function useSignConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentSignInput) => callApi(content.signConsent, { body }, { fallback: 'Failed to sign the consent form' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clinicalKeys.all }),
  });
}

export const getMyCarePlan = () => callApi(content.myCarePlan, undefined, { failure: 'Failed to fetch your care plan' });
export const useMyCarePlan = () => useQuery(queryOptions({ queryKey: clinicalKeys.myCarePlan(), queryFn: getMyCarePlan }));

export const getMyInjuries = () => callApi(content.myInjuries, undefined, { failure: 'Failed to fetch your injuries' });
export const useMyInjuries = () => useQuery(queryOptions({ queryKey: clinicalKeys.myInjuries(), queryFn: getMyInjuries }));

/** Who viewed the caller's record as a paged list, newest first: every read (the full log). */
export const useMyRecordAccessPages = ({ enabled = true } = {}) =>
  usePagedList({ queryKey: clinicalKeys.myAccess(), route: content.myRecordAccess, options: { failure: 'Failed to fetch who viewed your record' }, enabled });
/** The same reads, one row per viewer and visit, newest first. */
export const useMyRecordVisitPages = ({ enabled = true } = {}) =>
  usePagedList({ queryKey: clinicalKeys.myVisits(), route: content.myRecordVisits, options: { failure: 'Failed to fetch who viewed your record' }, enabled });

/** The link that downloads the whole record as a PDF (the session cookie goes with it). */
export const healthRecordPdfPath = () => apiPath(content.myRecordPdf, {});
