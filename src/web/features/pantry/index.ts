// The feature's public entry: other features import from here only (eslint.config.js).
export * from './api/get-pantry';
export * from './api/update-pantry';
export * from './lib/pantry-ops';
