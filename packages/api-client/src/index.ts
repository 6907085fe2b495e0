// The session (with the client and its error) goes through its shared entry point, so this barrel never carries a second copy.
export * from '@wsms/api-client/session';
export * from './features/catalog';
