export * from './snapshot';
export * from './schedule';
