export * from './auth.schema';
export * from './identity';
