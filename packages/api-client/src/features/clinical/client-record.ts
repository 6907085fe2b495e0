import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { ClinicalNoteInput, ClinicalNoteUpdate, ConsentFormInput, InjuryInput, InjuryUpdate } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { clinicalKeys } from './clinical-keys';

/** A client's record as their care team reads it (each read is logged for the client). */
export const getClientIntake = (userId: string) => callApi(content.clientIntake, { params: { userId } }, { fallback: 'Failed to fetch the intake form' });
export const useClientIntake = (userId: string, { enabled = true } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.clientIntake(userId), queryFn: () => getClientIntake(userId) }), enabled, retry: false });

export const getClientNotes = (userId: string) => callApi(content.clientNotes, { params: { userId } }, { fallback: 'Failed to fetch clinical notes' });
export const useClientNotes = (userId: string, { enabled = true } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.clientNotes(userId), queryFn: () => getClientNotes(userId) }), enabled, retry: false });

export const getClientInjuries = (userId: string) => callApi(content.clientInjuries, { params: { userId } }, { fallback: 'Failed to fetch injuries' });
export const useClientInjuries = (userId: string, { enabled = true } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.clientInjuries(userId), queryFn: () => getClientInjuries(userId) }), enabled, retry: false });

export const getRecordStatus = (email: string) => callApi(content.recordStatus, { query: { email } }, { fallback: 'Failed to fetch the health record status' });
export const useRecordStatus = (email: string, { enabled = true } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.recordStatus(email.toLowerCase()), queryFn: () => getRecordStatus(email) }), enabled, retry: false });

function useClinicalWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: clinicalKeys.all }) });
}

export const useWriteClinicalNote = () =>
  useClinicalWrite(({ bookingId, note }: { bookingId: string; note: ClinicalNoteInput }) =>
    callApi(content.writeClinicalNote, { params: { id: bookingId }, body: note }, { fallback: 'Failed to save the note' }),
  );
export const useEditClinicalNote = () =>
  useClinicalWrite(({ noteId, changes }: { noteId: string; changes: ClinicalNoteUpdate }) =>
    callApi(content.editClinicalNote, { params: { id: noteId }, body: changes }, { fallback: 'Failed to save the note' }),
  );
export const useSignClinicalNote = () =>
  useClinicalWrite((noteId: string) => callApi(content.signClinicalNote, { params: { id: noteId } }, { fallback: 'Failed to sign the note' }));
export const useAddAddendum = () =>
  useClinicalWrite(({ noteId, text }: { noteId: string; text: string }) =>
    callApi(content.addAddendum, { params: { id: noteId }, body: { text } }, { fallback: 'Failed to add the addendum' }),
  );
export const useRecordInjury = () =>
  useClinicalWrite(({ userId, injury }: { userId: string; injury: InjuryInput }) =>
    callApi(content.recordInjury, { params: { userId }, body: injury }, { fallback: 'Failed to record the injury' }),
  );
export const useUpdateInjury = () =>
  useClinicalWrite(({ userId, injuryId, changes }: { userId: string; injuryId: string; changes: InjuryUpdate }) =>
    callApi(content.updateInjury, { params: { userId, id: injuryId }, body: changes }, { fallback: 'Failed to update the injury' }),
  );
export const usePublishConsentForm = () =>
  useClinicalWrite((form: ConsentFormInput) => callApi(content.publishConsentForm, { body: form }, { fallback: 'Failed to publish the consent form' }));
