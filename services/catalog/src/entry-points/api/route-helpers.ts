import { hasRole, type Identity } from '@wsms/contracts';

export const viewerOf = (identity: Identity | undefined) => ({ isAdmin: hasRole(identity?.role, 'admin') });
