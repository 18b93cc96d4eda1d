import { CALL_FORMS, ORG_TYPES } from '../domain';
import type { OrgRights, OrgType } from '@coffee/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { paramsOf, requireUser } from '../http/context';
import { ApiError, badRequest, unauthorized } from '../http/errors';
import { limits } from '../http/rate-limits';
import { serveCall } from '../http/calls';
import { signCalls } from '@coffee/domain/contracts';
import { clearSessionCookie, deviceTokenOf, setDeviceCookie, setSessionCookie } from './cookie';
import type { CookiePolicy } from './cookie';
import { exchangeGoogleCode, verifyGoogleIdToken } from './google';
import { hashPassword, needsRehash, unknownUserHash, verifyPassword } from './password';
import type { ScryptParams } from './password';
import type { AuthUser, SessionLimits } from './session';
import { authUserOf, createSession, deleteSession, membershipsOf, rightsChangedAt, toSessionUser } from './session';
import { countSignInAttempt, deviceOf, signedInFrom } from './throttle';
import type { AccountThrottle } from './throttle';

export interface SignOptions {
  /** Sign-in attempts per user id without a success, whatever the address. */
  accountThrottle: AccountThrottle;
  cookies: CookiePolicy;
  sessions: SessionLimits;
  /** The cost new hashes get, and older ones are raised to at their next sign-in. */
  passwordCost: ScryptParams;
}

/** sign/* and userAuth/select (behaviour §01-7.1). Everything that changes a session is a POST. */
export function registerSignRoutes(app: FastifyInstance, ctx: AppContext, options: SignOptions): void {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => {
    const token = await createSession(ctx.db, user.user_seq, options.sessions);
    setSessionCookie(request, reply, options.cookies, token, options.sessions.maxSeconds);
    request.log.info({ signIn: 'signed_in', userId: user.user_id }, 'sign-in');
    return { status: 'OK' as const, result: toSessionUser(user) };
  };

  serveCall(
    app,
    signCalls.signIn,
    async (request, reply) => {
      const params = paramsOf(request);
      const userId = typeof params.user_id === 'string' ? params.user_id.trim() : '';
      const password = typeof params.user_pass === 'string' ? params.user_pass : '';
      if (!userId || !password.trim()) throw badRequest('field_required', { field: userId ? 'user_pass' : 'user_id' });
      const deviceToken = deviceTokenOf(request, options.cookies);
      const device = await deviceOf(ctx.db, userId, deviceToken);
      const wait = await countSignInAttempt(ctx.db, userId, device, options.accountThrottle);
      if (wait > 0) {
        request.log.warn({ signIn: 'throttled', userId }, 'sign-in');
        reply.header('retry-after', String(wait));
        throw new ApiError(429, 'too_many_requests', { retry_after: wait });
      }
      const user = await ctx.db
        .selectFrom('app_user')
        .select(['user_seq', 'user_id', 'user_name', 'user_type', 'user_pass'])
        .where('user_id', '=', userId)
        .where('user_use', '=', true)
        .executeTakeFirst();
      const stored = user?.user_pass ?? undefined;
      // Hash even for unknown users so timing does not reveal which ids exist.
      const ok = await verifyPassword(password, stored ?? unknownUserHash(options.passwordCost));
      if (!user || !stored || !ok) {
        request.log.info({ signIn: 'denied', userId }, 'sign-in');
        throw new ApiError(401, 'signin_denied');
      }
      const kept = await signedInFrom(ctx.db, userId, device, deviceToken, options.accountThrottle);
      if (needsRehash(stored, options.passwordCost)) {
        const rehashed = await hashPassword(password, options.passwordCost);
        await ctx.db
          .updateTable('app_user')
          .set({ user_pass: rehashed })
          .where('user_seq', '=', user.user_seq)
          .execute();
      }
      const answer = await signedIn(request, reply, authUserOf(user));
      if (kept !== deviceToken) setDeviceCookie(request, reply, options.cookies, kept);
      return answer;
    },
    { config: limits.signIn(ctx), callFields: CALL_FORMS.signIn },
  );

  serveCall(app, signCalls.signOut, async (request, reply) => {
    if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
    clearSessionCookie(request, reply, options.cookies);
    return { status: 'OK' as const, result: null };
  });

  // The session's last use is written by every request it makes (idle limit); its end never moves.
  serveCall(app, signCalls.refresh, async (request) => ({
    status: 'OK' as const,
    result: toSessionUser(requireUser(request)),
  }));

  serveCall(app, signCalls.session, async (request) => {
    const user = requireUser(request);
    return {
      status: 'OK' as const,
      result: { ...toSessionUser(user), rights_at: await rightsChangedAt(ctx.db, user.user_seq) },
    };
  });

  const callback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!ctx.googleClientId) throw new ApiError(501, 'provider_not_configured');
    const params = paramsOf(request);
    let idToken =
      typeof params.credential === 'string'
        ? params.credential
        : typeof params.id_token === 'string'
          ? params.id_token
          : '';
    try {
      if (!idToken && typeof params.code === 'string' && ctx.googleClientSecret) {
        idToken = await exchangeGoogleCode(params.code, ctx.googleClientId, ctx.googleClientSecret);
      }
      if (!idToken) throw badRequest('field_required', { field: 'code' });
      const identity = await verifyGoogleIdToken(idToken, ctx.googleClientId, ctx.googleJwks);
      const user = await ctx.db
        .insertInto('app_user')
        .values({
          user_id: `google:${identity.sub}`,
          user_provider: 'GOOGLE',
          user_provider_sub: identity.sub,
          user_name: identity.name ?? identity.email ?? 'Google user',
          user_email: identity.email ?? null,
          user_img: identity.picture ?? null,
        })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ edit_at: new Date() }))
        .returning(['user_seq', 'user_id', 'user_name', 'user_type', 'user_use'])
        .executeTakeFirstOrThrow();
      if (!user.user_use) throw new ApiError(401, 'signin_denied');
      const session = await signedIn(request, reply, authUserOf(user));
      return { ...session, result: { ...session.result, idToken } };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      request.log.warn({ err: error }, 'provider sign-in refused');
      throw new ApiError(401, 'signin_denied');
    }
  };
  const providerOptions = { config: limits.signIn(ctx), callFields: CALL_FORMS.providerSignIn };
  serveCall(app, signCalls.providerSignIn, callback, providerOptions);
  serveCall(app, signCalls.providerCallback, callback, providerOptions);

  serveCall(
    app,
    signCalls.memberships,
    async (request) => {
      const user = request.authUser;
      if (!user) throw unauthorized();
      const requested = paramsOf(request).auth;
      const types = (Array.isArray(requested) ? requested : ORG_TYPES).filter((type): type is OrgType =>
        ORG_TYPES.includes(type as OrgType),
      );
      const result: OrgRights = {};
      for (const type of types) result[`${type}_auth`] = await membershipsOf(ctx.db, user, type);
      return { status: 'OK' as const, result: result as Record<string, Array<Record<string, unknown>>> };
    },
    { callFields: CALL_FORMS.membershipRights },
  );
}
