// Sign-in and the session (behaviour §01-7.1): the kernel's calls, made by the shell for every area.
import { T, defineCall } from './define';
import { RecordValues } from './records';

const tag = 'sign-in and session';

/** The signed-in user as the suite keeps it: id, name, user types, and when their memberships last changed. */
const SessionUser = T.Open({
  user_id: T.String(),
  name: T.String(),
  usertype: T.Array(T.String()),
  rights_at: T.Optional(T.Nullable(T.String())),
});

const ProviderSessionUser = T.Open({ ...SessionUser.properties, idToken: T.String() });

export const signCalls = {
  /** Sign in with a user id and password (the session's cookie is set); refused by name, throttled per device. */
  signIn: defineCall({
    path: '/api/sign/signin',
    method: 'POST',
    tag,
    summary: 'Sign in with user id and password',
    params: T.Open({}),
    result: SessionUser,
  }),
  /**
   * Sign in with a provider's token (`credential` or `id_token`, else an authorization `code` the server exchanges),
   * the account made on first use; `idToken` is the token the provider vouched for.
   */
  providerSignIn: defineCall({
    path: '/api/sign/callback',
    method: 'POST',
    tag,
    summary: "Sign in with a provider's token",
    params: T.Open({}),
    result: ProviderSessionUser,
  }),
  /** The same, at the provider's own address (the redirect of its sign-in page). */
  providerCallback: defineCall({
    path: '/api/sign/callback/:provider',
    method: 'POST',
    tag,
    summary: "Sign in with a provider's token, at the provider's address",
    params: T.Open({}),
    result: ProviderSessionUser,
  }),
  /** End this session (its cookie cleared); signed out already is no error. */
  signOut: defineCall({
    path: '/api/sign/signout',
    method: 'POST',
    tag,
    summary: 'End this session',
    params: T.Open({}),
    result: T.Null(),
  }),
  /** The signed-in user. */
  refresh: defineCall({
    path: '/api/sign/refresh',
    method: 'POST',
    tag,
    summary: 'The signed-in user',
    params: T.Open({}),
    result: SessionUser,
  }),
  /** The session and when its rights changed. */
  session: defineCall({
    path: '/api/sign/session',
    method: 'GET',
    tag,
    summary: 'The session and when its rights changed',
    params: T.Open({}),
    result: SessionUser,
  }),
  /** The user's memberships by organisation type (`auth`: the types asked for, all by default). */
  memberships: defineCall({
    path: '/api/userAuth/select',
    method: 'POST',
    tag,
    summary: 'Memberships by organisation type',
    params: T.Open({}),
    result: T.Record(T.String(), T.Array(RecordValues)),
  }),
};

/**
 * A role's home page (behaviour §10-1): every tile computed from the records, each with the route of the page it
 * summarises (`:role`: roaster, cafe or user; `today`: the visitor's day).
 */
export const homeCall = defineCall({
  path: '/api/home/:role',
  method: 'GET',
  tag: 'home',
  summary: "A role's home page: its tiles",
  params: T.Open({
    today: T.Optional(T.Union([T.String(), T.Null()])),
    locale: T.Optional(T.Union([T.String(), T.Null()])),
  }),
  result: T.Open({
    role: T.String(),
    today: T.String({ description: 'YYYY-MM-DD' }),
    tiles: T.Array(T.Open({ id: T.String(), route: T.String() })),
  }),
});
