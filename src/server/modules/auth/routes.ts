import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { addressOf, enforce } from '../../rate-limit/rate-limits';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimits: RateLimits;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 503: ErrorBody };

export async function authRoutes(app: FastifyInstance, { auth, rateLimits: rl }: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Widest first: a client refused per address creates no per-account keys.
  const emailOf = (req: FastifyRequest) => (req.body as { email: string }).email;
  const userOf = (req: FastifyRequest) => requireSession(req).user.id;
  const signupLimits = [app.limit('signup:ip', rl.signupPerIp, addressOf)];
  const loginLimits = [
    app.limit('login:ip', rl.loginPerIp, addressOf),
    app.limit('login:account-ip', rl.loginPerAccountAddress, (req) => `${emailOf(req)}|${addressOf(req)}`),
  ];
  const forgotLimits = [
    app.limit('forgot:ip', rl.forgotPerIp, addressOf),
    app.limit('forgot:account-ip', rl.forgotPerAccountAddress, (req) => `${emailOf(req)}|${addressOf(req)}`),
  ];
  const resetLimits = [app.limit('reset:ip', rl.resetPerIp, addressOf)];
  const changePasswordLimits = [
    app.limit('change-password:ip', rl.changePasswordPerIp, addressOf),
    app.limit('change-password:account', rl.changePasswordPerAccount, userOf),
  ];

  r.post('/signup', {
    config: { public: true },
    schema: { tags: ['auth'], body: SignupRequest, response: { 201: AuthResponse, ...errors } },
    preHandler: async (req, reply) => enforce(req, reply, signupLimits),
    handler: async (req, reply) => reply.code(201).send(await auth.signup(req.body)),
  });

  r.post('/login', {
    config: { public: true },
    schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    preHandler: async (req, reply) => enforce(req, reply, loginLimits),
    handler: async (req) => auth.login(req.body),
  });

  r.post('/google', {
    config: { public: true },
    schema: { tags: ['auth'], body: GoogleAuthRequest, response: { 200: AuthResponse, ...errors } },
    preHandler: async (req, reply) => enforce(req, reply, loginLimits.slice(0, 1)),
    handler: async (req) => auth.google(req.body.id_token),
  });

  r.get('/me', {
    schema: { tags: ['auth'], response: { 200: User, 401: ErrorBody } },
    handler: async (req) => {
      const session = requireSession(req);
      return auth.toUser(session.user, session.usage);
    },
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
    // Each try costs an argon2 hash and answers whether the current password is right: limited like login.
    preHandler: async (req, reply) => enforce(req, reply, changePasswordLimits),
    handler: async (req) => {
      await auth.changePassword(requireSession(req), req.body);
      return { success: true as const, message: MESSAGES.passwordChanged };
    },
  });

  r.post('/forgot-password', {
    config: { public: true },
    schema: { tags: ['auth'], body: ForgotPasswordRequest, response: { 200: SuccessResponse, ...errors } },
    preHandler: async (req, reply) => enforce(req, reply, forgotLimits),
    handler: async (req) => {
      await auth.forgotPassword(req.body.email);
      return { success: true as const, message: MESSAGES.forgotPasswordSent };
    },
  });

  r.post('/reset-password', {
    config: { public: true },
    schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: SuccessResponse, ...errors } },
    preHandler: async (req, reply) => enforce(req, reply, resetLimits),
    handler: async (req) => {
      await auth.resetPassword(req.body.token, req.body.new_password);
      return { success: true as const, message: MESSAGES.passwordReset };
    },
  });
}
