export * from './auth';
export * from './kitchen';
