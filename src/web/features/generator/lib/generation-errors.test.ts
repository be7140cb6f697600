import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { InvalidRecipeDataError } from '../../recipes';
import {
  CONNECTION_MESSAGE,
  describeGenerationError,
  PANTRY_EMPTY_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './generation-errors';

const apiError = (status: number, message: string, code = 'X') => {
  const text = JSON.stringify({ message, code });
  return new ApiError(`${status}: ${text}`, status, { message, code });
};

describe('generation error mapping (spec section 8)', () => {
  it("maps 'No pantry ingredients' to 'Pantry Setup Needed'", () => {
    expect(describeGenerationError(apiError(400, 'No pantry ingredients yet: add some to your pantry first.'))).toEqual(
      {
        kind: 'pantry',
        title: 'Pantry Setup Needed',
        message: PANTRY_EMPTY_MESSAGE,
      },
    );
    expect(PANTRY_EMPTY_MESSAGE).toBe(
      'Your pantry appears to be empty. Add some ingredients to your pantry first, then try generating recipes again.',
    );
  });

  it("maps 'OpenAI' or 'API' to the service message", () => {
    for (const error of [apiError(503, 'The recipe API is not responding.'), new Error('OpenAI timeout')]) {
      expect(describeGenerationError(error)).toEqual({
        kind: 'service',
        title: 'Error Generating Recipes',
        message: SERVICE_UNAVAILABLE_MESSAGE,
      });
    }
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe(
      'Recipe generation service is temporarily unavailable. Please try again in a moment. If the problem persists, contact support.',
    );
  });

  it("maps 'network' or 'fetch' (and a lost connection) to 'Connection Issue'", () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new Error('network error'),
      new NetworkError(new Error('offline')),
    ]) {
      expect(describeGenerationError(error)).toEqual({
        kind: 'connection',
        title: 'Connection Issue',
        message: CONNECTION_MESSAGE,
      });
    }
    expect(CONNECTION_MESSAGE).toBe('Connection problem detected. Check your internet connection and try again.');
  });

  it("otherwise titles it 'Error Generating Recipes' with the server's human message", () => {
    expect(describeGenerationError(apiError(429, 'Too many recipe requests. Please try again in 12 seconds.'))).toEqual(
      {
        kind: 'other',
        title: 'Error Generating Recipes',
        message: 'Too many recipe requests. Please try again in 12 seconds.',
      },
    );
    expect(describeGenerationError(new InvalidRecipeDataError())).toEqual({
      kind: 'other',
      title: 'Error Generating Recipes',
      message: 'Invalid recipe data received',
    });
  });
});
