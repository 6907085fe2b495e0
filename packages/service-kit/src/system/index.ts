export * from './histogram-counts';
export * from './instance-summary';
export * from './system-routes';
