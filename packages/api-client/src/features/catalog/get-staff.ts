import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as catalog from '../../generated/catalog-routes';
import { fillStaffMember } from '../../lib/list-defaults';
import { staffKeys } from './catalog-keys';

const failure = 'Failed to fetch staff';

export const getStaff = async () => (await callApi(catalog.listStaff, undefined, { failure })).map(fillStaffMember);

export const staffQueryOptions = () => queryOptions({ queryKey: staffKeys.list(), queryFn: getStaff });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

/** Every staff member, inactive ones included (admins only). */
export const getAllStaff = () => callApi(catalog.listStaff, { query: { scope: 'all' } }, { failure });

export const allStaffQueryOptions = () => queryOptions({ queryKey: staffKeys.list('all'), queryFn: getAllStaff });

export const useAllStaff = () => useQuery(allStaffQueryOptions());
