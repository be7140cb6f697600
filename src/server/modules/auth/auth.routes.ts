import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  currentUser,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  resetTokenCheck,
  resetTokenParams,
  verificationStatus,
  verifyEmailQuery,
} from '../../../shared/api/auth';
import { messageBody } from '../../../shared/api/common';
import { unauthorized } from '../../plugins/errors';
import type { FastifyReply } from 'fastify';
import { type AuthService, FORGOT_PASSWORD_MESSAGE, type Later, toCurrentUser } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  /**
   * Background work of a request (waking the mail worker) starts once its answer is out (or the
   * client left), one turn later, so it cannot slow the answer down on a busy event loop or a
   * single-connection database.
   */
  const later =
    (reply: FastifyReply): Later =>
    (job) => {
      let done = false;
      const run = () => {
        if (done) return;
        done = true;
        setTimeout(job, 0);
      };
      reply.raw.once('finish', run);
      reply.raw.once('close', run);
    };

  app.post(
    '/register',
    { config: { guard: 'public' }, schema: { body: registerBody, response: { 201: currentUser } } },
    async (request, reply) => {
      const outcome = await service.register(request.body, request.ip, later(reply));
      if (outcome.kind === 'decoy') {
        // The email has an account: answer exactly as for a new one (its owner got a mail).
        await reply.startDecoySession(outcome.ownerId);
        return reply.status(201).send(outcome.body);
      }
      await reply.startSession(outcome.user.id);
      return reply.status(201).send(toCurrentUser(outcome.user));
    },
  );

  app.post(
    '/login',
    { config: { guard: 'public' }, schema: { body: loginBody, response: { 200: currentUser } } },
    async (request, reply) => {
      const user = await service.login(request.body.username, request.body.password, request.ip);
      await reply.startSession(user.id);
      return toCurrentUser(user);
    },
  );

  app.post(
    '/logout',
    { config: { guard: 'public' }, schema: { response: { 200: messageBody } } },
    async (_request, reply) => {
      await reply.endSession();
      return { message: 'Logged out successfully' };
    },
  );

  app.get('/user', { config: { guard: 'signedIn' }, schema: { response: { 200: currentUser } } }, async (request) =>
    service.currentUser(request.user!),
  );

  // The first-run tutorial was finished or skipped: remembered on the account, for every device.
  app.post(
    '/onboarding-complete',
    { config: { guard: 'verified' }, schema: { response: { 200: messageBody } } },
    async (request) => {
      await service.completeOnboarding(request.user!);
      return { message: 'Tutorial completed.' };
    },
  );

  app.get(
    '/verification-status',
    { config: { guard: 'signedIn' }, schema: { response: { 200: verificationStatus } } },
    async (request) => ({ verified: request.user!.emailVerified }),
  );

  app.post(
    '/resend-verification',
    { config: { guard: 'signedIn' }, schema: { response: { 200: messageBody } } },
    async (request, reply) => {
      await service.resendVerification(request.user!, request.ip, later(reply));
      return { message: 'Verification email sent successfully!' };
    },
  );

  // The link in the verification mail: verifies, then hands over to the web screen.
  app.get(
    '/verify-email',
    { config: { guard: 'public' }, schema: { querystring: verifyEmailQuery } },
    async (request, reply) => {
      const ok = request.query.token ? await service.verifyEmail(request.query.token) : false;
      return reply.redirect(`/verify-email?status=${ok ? 'success' : 'invalid'}`, 303);
    },
  );

  app.post(
    '/forgot-password',
    { config: { guard: 'public' }, schema: { body: forgotPasswordBody, response: { 200: messageBody } } },
    async (request, reply) => {
      await service.forgotPassword(request.body.email, request.ip, later(reply));
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.get(
    '/verify-reset-token/:token',
    { config: { guard: 'public' }, schema: { params: resetTokenParams, response: { 200: resetTokenCheck } } },
    async (request) => service.checkResetToken(request.params.token),
  );

  app.post(
    '/reset-password',
    { config: { guard: 'public' }, schema: { body: resetPasswordBody, response: { 200: messageBody } } },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password, request.ip);
      return { message: 'Your password has been reset. You can now log in with your new password.' };
    },
  );

  app.post(
    '/change-password',
    { config: { guard: 'verified' }, schema: { body: changePasswordBody, response: { 200: messageBody } } },
    async (request) => {
      if (!request.user) throw unauthorized();
      await service.changePassword(
        request.user,
        request.sessionHash,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { message: 'Your password has been updated.' };
    },
  );
};
