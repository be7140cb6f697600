// The feature's public entry: other features import from here only (eslint.config.js).
export * from './use-measurement-view';
export * from './measurement-controls';
