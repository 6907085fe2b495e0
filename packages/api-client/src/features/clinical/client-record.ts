import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, usePagedList } from '@wsms/api-client/session';
import type { ClinicalNoteInput, ClinicalNoteUpdate, ConsentFormInput, InjuryInput, InjuryUpdate } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { clinicalKeys } from './clinical-keys';

/** A client's record as their care team reads it (each read is logged for the client). */
export const getClientIntake = (userId: string) => callApi(content.clientIntake, { params: { userId } }, { fallback: 'Failed to fetch the intake form' });
export const useClientIntake = (userId: string, { enabled = true } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.clientIntake(userId), queryFn: () => getClientIntake(userId) }), enabled, retry: false });

/** A client's chart notes as a paged list, newest first (a refusal's reason is the message). */
export const useClientNotePages = (userId: string, { enabled = true } = {}) =>
  usePagedList({ queryKey: clinicalKeys.clientNotes(userId), route: content.clientNotes, input: { params: { userId } }, options: { fallback: 'Failed to fetch clinical notes' }, enabled });

export const getClientInjuries = (userId: string) => callApi(content.clientInjuries, { params: { userId } }, { fallback: 'Failed to fetch injuries' });
export const useClientInjuries = (userId: string, { enabled = true } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.clientInjuries(userId), queryFn: () => getClientInjuries(userId) }), enabled, retry: false });

/** `bookingId`: the booking shown, so a guest's signature bound to it (on its confirmation page) counts. */
export const getRecordStatus = (email: string, bookingId?: string) =>
  callApi(content.recordStatus, { query: bookingId ? { email, bookingId } : { email } }, { fallback: 'Failed to fetch the health record status' });
export const useRecordStatus = (email: string, { enabled = true, bookingId }: { enabled?: boolean; bookingId?: string } = {}) =>
  useQuery({ ...queryOptions({ queryKey: clinicalKeys.recordStatus(email.toLowerCase(), bookingId), queryFn: () => getRecordStatus(email, bookingId) }), enabled, retry: false });

/**
 * A write to the record reads again only the part it changed (`notes`, `injuries`), or every part
 * (`all`): each read of a client's record is logged for the client, so an open record re-reading its
 * intake and injuries after a chart note would add rows the care team never looked at.
 */
function useClinicalWrite<I, O>(write: (input: I) => Promise<O>, part: 'notes' | 'injuries' | 'all') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      queryClient.invalidateQueries(part === 'all' ? { queryKey: clinicalKeys.all } : { queryKey: clinicalKeys.all, predicate: (query) => query.queryKey.includes(part) }),
  });
}

export const useWriteClinicalNote = () =>
  useClinicalWrite(({ bookingId, note }: { bookingId: string; note: ClinicalNoteInput }) =>
    callApi(content.writeClinicalNote, { params: { id: bookingId }, body: note }, { fallback: 'Failed to save the note' }),
  'notes');
export const useEditClinicalNote = () =>
  useClinicalWrite(({ noteId, changes }: { noteId: string; changes: ClinicalNoteUpdate }) =>
    callApi(content.editClinicalNote, { params: { id: noteId }, body: changes }, { fallback: 'Failed to save the note' }),
  'notes');
export const useSignClinicalNote = () =>
  useClinicalWrite((noteId: string) => callApi(content.signClinicalNote, { params: { id: noteId } }, { fallback: 'Failed to sign the note' }), 'notes');
export const useAddAddendum = () =>
  useClinicalWrite(({ noteId, text }: { noteId: string; text: string }) =>
    callApi(content.addAddendum, { params: { id: noteId }, body: { text } }, { fallback: 'Failed to add the addendum' }),
  'notes');
export const useRecordInjury = () =>
  useClinicalWrite(({ userId, injury }: { userId: string; injury: InjuryInput }) =>
    callApi(content.recordInjury, { params: { userId }, body: injury }, { fallback: 'Failed to record the injury' }),
  'injuries');
export const useUpdateInjury = () =>
  useClinicalWrite(({ userId, injuryId, changes }: { userId: string; injuryId: string; changes: InjuryUpdate }) =>
    callApi(content.updateInjury, { params: { userId, id: injuryId }, body: changes }, { fallback: 'Failed to update the injury' }),
  'injuries');
export const usePublishConsentForm = () =>
  useClinicalWrite((form: ConsentFormInput) => callApi(content.publishConsentForm, { body: form }, { fallback: 'Failed to publish the consent form' }), 'all');
