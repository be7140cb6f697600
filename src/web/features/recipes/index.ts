// The feature's public entry: other features import from here only (eslint.config.js).
export * from './api/generate-recipes';
export * from './api/keys';
export * from './api/my-recipes';
export * from './api/save-recipe';
export * from './components/recipe-card';
export * from './components/recipe-card-skeleton';
export * from './components/recipe-details';
export * from './lib/format';
export * from './lib/schedule-slot';
