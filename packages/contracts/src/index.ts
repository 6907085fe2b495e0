export * from './auth.schema';
export * from './identity';
export * from './business';
