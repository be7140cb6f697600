export * from './auth';
export * from './kitchen';
export * from './recipes';
export * from './chat';
