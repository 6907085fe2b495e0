import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@wsms/contracts';
import { adminKeys } from './admin-keys';
import { readJson } from './request';

export const getUsers = () => readJson<PublicUser[]>('/api/auth/users', 'users');

export const usersQueryOptions = () => queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
