import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  GoogleAuthRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
  User,
} from '../../../contract/auth';
import { ErrorBody, SuccessResponse } from '../../../contract/errors';
import { MESSAGES } from '../../../contract/messages';
import type { RateLimits } from '../../config';
import { requireSession } from '../../plugins/session-auth';
import { enforceRateLimits } from '../../rate-limit/enforce';
import type { RateLimitStore } from '../../rate-limit/limiter';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimits: RateLimits;
  rateStore: RateLimitStore;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody };

export async function authRoutes(app: FastifyInstance, { auth, rateLimits: rl, rateStore }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/signup', {
    config: { public: true },
    schema: { tags: ['auth'], body: SignupRequest, response: { 201: AuthResponse, ...errors } },
    preHandler: async (req) => enforceRateLimits(rateStore, [{ key: `signup:ip:${req.ip}`, rule: rl.signupPerIp }]),
    handler: async (req, reply) => reply.code(201).send(await auth.signup(req.body)),
  });

  r.post('/login', {
    config: { public: true },
    schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    preHandler: async (req) =>
      enforceRateLimits(rateStore, [
        { key: `login:ip:${req.ip}`, rule: rl.loginPerIp },
        { key: `login:account:${req.body.email}`, rule: rl.loginPerAccount },
      ]),
    handler: async (req) => auth.login(req.body),
  });

  r.post('/google', {
    config: { public: true },
    schema: { tags: ['auth'], body: GoogleAuthRequest, response: { 200: AuthResponse, ...errors } },
    preHandler: async (req) => enforceRateLimits(rateStore, [{ key: `login:ip:${req.ip}`, rule: rl.loginPerIp }]),
    handler: async (req) => auth.google(req.body.id_token),
  });

  r.get('/me', {
    schema: { tags: ['auth'], response: { 200: User, 401: ErrorBody } },
    handler: async (req) => auth.toUser(requireSession(req).user),
  });

  r.post('/logout', {
    schema: { tags: ['auth'], response: { 200: SuccessResponse, 401: ErrorBody } },
    handler: async (req) => {
      await auth.logout(requireSession(req));
      return { success: true as const };
    },
  });

  r.post('/change-password', {
    schema: { tags: ['auth'], body: ChangePasswordRequest, response: { 200: SuccessResponse, ...errors } },
    handler: async (req) => {
      await auth.changePassword(requireSession(req), req.body);
      return { success: true as const, message: MESSAGES.passwordChanged };
    },
  });

  r.post('/forgot-password', {
    config: { public: true },
    schema: { tags: ['auth'], body: ForgotPasswordRequest, response: { 200: SuccessResponse, ...errors } },
    preHandler: async (req) =>
      enforceRateLimits(rateStore, [
        { key: `forgot:ip:${req.ip}`, rule: rl.forgotPerIp },
        { key: `forgot:account:${req.body.email}`, rule: rl.forgotPerAccount },
      ]),
    handler: async (req) => {
      await auth.forgotPassword(req.body.email);
      return { success: true as const, message: MESSAGES.forgotPasswordSent };
    },
  });

  r.post('/reset-password', {
    config: { public: true },
    schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: SuccessResponse, ...errors } },
    preHandler: async (req) => enforceRateLimits(rateStore, [{ key: `reset:ip:${req.ip}`, rule: rl.resetPerIp }]),
    handler: async (req) => {
      await auth.resetPassword(req.body.token, req.body.new_password);
      return { success: true as const, message: MESSAGES.passwordReset };
    },
  });
}
