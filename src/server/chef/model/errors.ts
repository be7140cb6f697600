// The model engine's failures: what the routes map to 502/503 and the engine selector falls back on.

/** Why the model could not answer; routes map these to 502/503 and the engine selector falls back. */
export type ModelFailure = 'timeout' | 'rate-limited' | 'unavailable' | 'rejected' | 'invalid-output';

/**
 * A failure of the recipe model service. Messages always contain 'API' (the web client
 * maps such messages to 'Recipe generation service is temporarily unavailable') and never
 * contain the API key or the provider's raw error text.
 */
export class ModelEngineError extends Error {
  constructor(
    message: string,
    readonly kind: ModelFailure,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelEngineError';
  }
}

export const invalidResponse = () => new ModelEngineError('Recipe API returned an invalid response', 'invalid-output');
