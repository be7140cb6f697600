// The feature's public entry: other features import from here only (eslint.config.js).
export * from './completion';
