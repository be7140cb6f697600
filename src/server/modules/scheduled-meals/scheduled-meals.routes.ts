import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageBody } from '../../../shared/api/common';
import {
  calendarFeedParams,
  calendarFeedStatus,
  regenerateFeedBody,
  scheduledMeal,
  scheduledMealsQuery,
  scheduledMealsResponse,
  scheduledMealSummariesResponse,
  scheduleMealBody,
  updateScheduledMealBody,
} from '../../../shared/api/scheduled-meals';
import type { ScheduledMealsService } from './scheduled-meals.service';
import { RATE_LIMITS } from '../../plugins/rate-limits';

export const scheduledMealsRoutes: FastifyPluginAsyncZod<{ service: ScheduledMealsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/scheduled-meals',
    {
      config: { guard: 'verified' },
      schema: { querystring: scheduledMealsQuery, response: { 200: scheduledMealsResponse } },
    },
    async (request) => ({
      meals: await service.list(request.user!.id, request.query.startDate, request.query.endDate),
    }),
  );

  // The calendar's week and month views: each meal with a summary of its recipe.
  app.get(
    '/scheduled-meals/summary',
    {
      config: { guard: 'verified' },
      schema: { querystring: scheduledMealsQuery, response: { 200: scheduledMealSummariesResponse } },
    },
    async (request) => ({
      meals: await service.listSummaries(request.user!.id, request.query.startDate, request.query.endDate),
    }),
  );

  // One planned meal with its whole recipe (opened from a calendar view).
  app.get(
    '/scheduled-meals/:id',
    { config: { guard: 'verified' }, schema: { params: idParams, response: { 200: scheduledMeal } } },
    async (request) => service.get(request.user!.id, request.params.id),
  );

  app.post(
    '/scheduled-meals',
    { config: { guard: 'verified' }, schema: { body: scheduleMealBody, response: { 201: scheduledMeal } } },
    async (request, reply) => reply.status(201).send(await service.schedule(request.user!.id, request.body)),
  );

  app.patch(
    '/scheduled-meals/:id',
    {
      config: { guard: 'verified' },
      schema: { params: idParams, body: updateScheduledMealBody, response: { 200: scheduledMeal } },
    },
    async (request) => service.update(request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/scheduled-meals/:id',
    { config: { guard: 'verified' }, schema: { params: idParams, response: { 200: messageBody } } },
    async (request) => {
      await service.remove(request.user!.id, request.params.id);
      return { message: 'Meal removed from your calendar.' };
    },
  );

  // The secret iCalendar feed: managed in account settings, read by calendar apps with no cookie.
  app.get(
    '/calendar-feed',
    { config: { guard: 'verified' }, schema: { response: { 200: calendarFeedStatus } } },
    async (request) => service.feedStatus(request.user!.id),
  );

  app.post(
    '/calendar-feed',
    { config: { guard: 'verified' }, schema: { body: regenerateFeedBody, response: { 200: calendarFeedStatus } } },
    async (request) => service.regenerateFeed(request.user!.id),
  );

  app.delete(
    '/calendar-feed',
    { config: { guard: 'verified' }, schema: { response: { 200: calendarFeedStatus } } },
    async (request) => {
      await service.disableFeed(request.user!.id);
      return { enabled: false, url: null };
    },
  );

  app.get(
    '/calendar-feed/:token',
    { config: { guard: 'public' }, schema: { params: calendarFeedParams } },
    async (request, reply) => {
      // Calendar apps poll every few minutes at most; more than this is someone guessing.
      await app.limiter.enforce(
        [[`calendar-feed:ip:${request.ip}`, RATE_LIMITS.calendarFeed.perAddress]],
        'calendar feed requests',
      );
      const { body, etag } = await service.feed(request.params.token);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="chowdr-meals.ics"')
        .send(body);
    },
  );
};

/** If-None-Match (RFC 9110 13.1.2): a list of entity tags, weak ones compared weakly, or '*'. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
