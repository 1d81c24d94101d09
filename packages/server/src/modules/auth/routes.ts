import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiMessages,
  apiMessageSchema,
  changePasswordRequestSchema,
  checkEmailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerDesignerRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  userResponseSchema,
  verifyEmailRequestSchema,
  verifyTokenRequestSchema,
  webUserRequestSchema,
  API_ROUTES,
} from '@runway-live/domain/api';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { perIp, perIpAndEmail, sharedPerIp } from '../../plugins/rateLimits';
import { failureBucket } from './limits';
import * as auth from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { authRateLimit, authIpRateLimit, signupRateLimit } = ctx.config;
  const limited = perIpAndEmail(authRateLimit);
  // Mailed-link tokens name no account: their routes are limited per IP alone.
  const linkLimit = perIp(authRateLimit * 3);
  const loginPerIp = perIp(authIpRateLimit);
  // check_email, forgot-password and resend-verification tell something about an e-mail:
  // one bucket.
  const lookupPerIp = sharedPerIp('auth-lookup', authIpRateLimit);
  const signupPerIp = sharedPerIp('auth-signup', signupRateLimit);
  const wrongOldPassword = failureBucket(app, authRateLimit, (request) => requireUser(request).id);

  app.post(
    API_ROUTES.checkEmail,
    {
      config: { access: 'public', rateLimits: [lookupPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary:
          'Does an account exist for this e-mail? (the login screen asks before the password)',
        body: checkEmailRequestSchema,
        response: { 200: apiMessageSchema, ...errors },
      },
    },
    async (request) => {
      const exists = await auth.emailExists(ctx, request.body.email);
      return {
        success: exists,
        message: exists ? apiMessages.emailFound : apiMessages.emailNotFound,
      };
    },
  );

  app.post(
    API_ROUTES.login,
    {
      config: { access: 'public', rateLimits: [loginPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary:
          "Sign in; device_type 'cms' refuses shopper-only accounts (403). A designer whose application is pending or rejected, or whose e-mail is not verified (code email-unverified), gets no session (403)",
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: apiMessages.loggedIn,
      ...(await auth.login(ctx, request.body)),
    }),
  );

  app.post(
    API_ROUTES.forgotPassword,
    {
      config: { access: 'public', rateLimits: [lookupPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a reset link; the same answer for known and unknown e-mails. A designer whose application is pending or rejected gets no link (403 saying so)',
        body: forgotPasswordRequestSchema,
        response: { 200: apiMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPassword(ctx, request.body.email);
      return { success: true, message: apiMessages.resetMailSent };
    },
  );

  app.post(
    API_ROUTES.resendVerification,
    {
      config: { access: 'public', rateLimits: [lookupPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a new verification link to an account whose e-mail is not verified yet; the same answer for every e-mail',
        body: resendVerificationRequestSchema,
        response: { 200: apiMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resendVerification(ctx, request.body.email);
      return { success: true, message: apiMessages.verificationMailSent };
    },
  );

  app.post(
    API_ROUTES.verifyToken,
    {
      config: { access: 'public', rateLimits: [linkLimit] },
      schema: {
        tags: ['auth'],
        summary: 'Is this reset link still good? (does not use it up)',
        body: verifyTokenRequestSchema,
        response: { 200: apiMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (await auth.resetTokenIsValid(ctx, request.body.token)) {
        return { success: true, message: apiMessages.resetTokenValid };
      }
      return reply.status(400).send({ success: false, message: apiMessages.resetTokenInvalid });
    },
  );

  app.post(
    API_ROUTES.resetPassword,
    {
      config: { access: 'public', rateLimits: [linkLimit] },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (single use, 1 h); signs the account in',
        body: resetPasswordRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: apiMessages.passwordReset,
      ...(await auth.resetPassword(ctx, request.body.token, request.body.password)),
    }),
  );

  app.post(
    API_ROUTES.verifyEmail,
    {
      config: { access: 'public', rateLimits: [linkLimit] },
      schema: {
        tags: ['auth'],
        summary: 'Verify an e-mail address with the mailed token (single use, 48 h); signs in',
        body: verifyEmailRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: apiMessages.emailVerified,
      ...(await auth.verifyEmail(ctx, request.body.hashedEmailCode)),
    }),
  );

  app.post(
    API_ROUTES.changePassword,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Change the own password; earlier tokens stop working, a fresh one is returned',
        body: changePasswordRequestSchema,
        response: {
          200: apiMessageSchema.extend({ token: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true,
      message: apiMessages.passwordChanged,
      token: await auth.changePassword(
        ctx,
        requireUser(request),
        request.body.oldpassword,
        request.body.newpassword,
        wrongOldPassword(request),
      ),
    }),
  );

  app.post(
    API_ROUTES.register,
    {
      config: { access: 'public', rateLimits: [signupPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary: 'Create a shopper account (roles [user]) for the buyer apps',
        body: registerRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: apiMessages.registered,
      ...(await auth.registerShopper(ctx, request.body)),
    }),
  );

  app.post(
    API_ROUTES.webUser,
    {
      config: { access: 'public', rateLimits: [signupPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary:
          'The register wizard: a brand account (roles [designer]), unverified, mailed a link',
        body: webUserRequestSchema,
        response: { 200: apiMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.registerWebUser(ctx, request.body);
      return { success: true, message: apiMessages.registered };
    },
  );

  app.post(
    API_ROUTES.registerDesigner,
    {
      config: { access: 'public', rateLimits: [signupPerIp, limited] },
      schema: {
        tags: ['auth'],
        summary: 'The designer application: a pending designer without a password',
        body: registerDesignerRequestSchema,
        response: { 200: apiMessageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.registerDesigner(ctx, request.body);
      return { success: true, message: apiMessages.applicationReceived };
    },
  );

  app.get(
    API_ROUTES.me,
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        response: { 200: userResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      requireUser(request);
      const { user, designer } = request.sessionRow!;
      return { success: true as const, user: auth.currentUser(user, designer) };
    },
  );
};
