// The chat feature's entry for other features (import boundaries: features meet here).
export { suggestedQuestions } from './lib/suggestions';
