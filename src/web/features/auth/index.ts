// The feature's public entry: other features import from here only (eslint.config.js).
export * from './api/change-password';
export * from './api/keys';
export * from './api/user';
export * from './lib/common-password';
