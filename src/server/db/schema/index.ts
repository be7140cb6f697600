export * from './auth';
export * from './kitchen';
export * from './recipes';
export * from './scheduled-meals';
export * from './admin';
export * from './chat';
export * from './marketing';
export * from './mail';
