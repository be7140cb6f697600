import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, messageBody } from '../../../shared/api/common';
import {
  clearFeedbackQuery,
  feedbackBody,
  feedbackStateList,
  generationOptions,
  type GenerationStreamEvent,
  myRecipeCounts,
  myRecipesQuery,
  NEXT_CURSOR_HEADER,
  saveRecipeInput,
  recipeOutput,
  savedIngredientLists,
  savedRecipe,
  savedRecipeList,
} from '../../../shared/api/recipes';
import { abortOnClose, streamNdjson } from '../../lib/ndjson';
import type { RecipesService } from './recipes.service';

export const recipesRoutes: FastifyPluginAsyncZod<{ service: RecipesService }> = async (app, { service }) => {
  // The whole batch as a JSON list (spec section 7). The engine that answered is in a header.
  app.post(
    '/recipes/generate',
    {
      config: { guard: 'visitorOrVerified' },
      schema: { body: generationOptions, response: { 200: z.array(recipeOutput) } },
    },
    async (request, reply) => {
      const abort = abortOnClose(reply.raw);
      const gen = await service.generate(request.user, request.body, request.ip, abort.signal);
      const list = [];
      for await (const r of gen.recipes) list.push(r);
      reply.header('x-chowdr-engine', gen.engine());
      return list;
    },
  );

  // The same, streamed as NDJSON: each recipe is sent the moment it is ready, then a 'done'
  // line naming the engine. Errors before the first recipe are ordinary 4xx/5xx JSON answers.
  app.post(
    '/recipes/generate/stream',
    { config: { guard: 'visitorOrVerified' }, schema: { body: generationOptions } },
    async (request, reply) => {
      const abort = abortOnClose(reply.raw);
      const gen = await service.generate(request.user, request.body, request.ip, abort.signal);
      await streamNdjson<GenerationStreamEvent>(
        request,
        reply,
        {
          fallbackMessage: 'Recipe API failed while generating. Please try again.',
          logMessage: 'generation failed mid-stream',
        },
        async (send) => {
          let count = 0;
          for await (const recipe of gen.recipes) {
            count++;
            send({ type: 'recipe', recipe });
          }
          send({ type: 'done', count, engine: gen.engine() });
        },
      );
    },
  );

  app.post(
    '/recipes',
    {
      config: { guard: 'verified' },
      schema: { body: saveRecipeInput, response: { 200: savedRecipe, 201: savedRecipe } },
    },
    async (request, reply) => {
      const { recipe, created } = await service.save(request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(recipe);
    },
  );

  // A page of the caller's saved recipes as the spec's recipe list (an array), newest first. The
  // next page's cursor is in X-Next-Cursor (and a Link rel="next"); no header means the last page.
  app.get(
    '/recipes/my',
    { config: { guard: 'verified' }, schema: { querystring: myRecipesQuery, response: { 200: savedRecipeList } } },
    async (request, reply) => {
      const { recipes, nextCursor } = await service.listMine(request.user!.id, request.query);
      if (nextCursor !== undefined) {
        const next = new URLSearchParams({ cursor: String(nextCursor) });
        if (request.query.mealType) next.set('mealType', request.query.mealType);
        if (request.query.limit) next.set('limit', String(request.query.limit));
        reply.header(NEXT_CURSOR_HEADER, String(nextCursor));
        reply.header('link', `</api/recipes/my?${next}>; rel="next"`);
      }
      return recipes;
    },
  );

  // Totals for the Saved Recipes filter, which cannot count from a partial list.
  app.get(
    '/recipes/my/counts',
    { config: { guard: 'verified' }, schema: { response: { 200: myRecipeCounts } } },
    async (request) => service.countMine(request.user!.id),
  );

  // The ingredient lists of the caller's newest saved recipes (bounded); the pantry's smart suggestions read them.
  app.get(
    '/recipes',
    { config: { guard: 'verified' }, schema: { response: { 200: savedIngredientLists } } },
    async (request) => service.ingredientLists(request.user!.id),
  );

  app.delete(
    '/recipes/:id',
    { config: { guard: 'verified' }, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.remove(request.user!.id, request.params.id);
      return { message: 'Recipe removed.' };
    },
  );

  app.post(
    '/recipes/feedback',
    { config: { guard: 'verified' }, schema: { body: feedbackBody, response: { 201: messageBody } } },
    async (request, reply) => {
      await service.feedback(request.user!.id, request.body);
      return reply.status(201).send({ message: request.body.feedback === 'like' ? 'Thanks!' : 'Noted' });
    },
  );

  // Feedback is a toggle on the cards: they read the current state and a second tap undoes it.
  app.get(
    '/recipes/feedback',
    { config: { guard: 'verified' }, schema: { response: { 200: feedbackStateList } } },
    async (request) => service.myFeedback(request.user!.id),
  );

  app.delete(
    '/recipes/feedback',
    { config: { guard: 'verified' }, schema: { querystring: clearFeedbackQuery, response: { 200: messageBody } } },
    async (request) => {
      await service.clearFeedback(request.user!.id, request.query.recipeTitle);
      return { message: 'Feedback removed.' };
    },
  );
};
