import type { z } from 'zod';
import {
  ACCOUNT_STATUS,
  type adminLoginBody,
  CODE_TTL_MINUTES,
  LOGIN_STATUS,
  type LoginResult,
  type loginBody,
  type registerBody,
  type resetPasswordBody,
  type verifyBody,
} from '#lib/contracts/auth.ts';
import { fieldErrorsFromIssues } from '#lib/contracts/issues.ts';
import type { acceptInvitationBody } from '#lib/contracts/seller-staff.ts';
import type { Locale } from '#lib/i18n/define.ts';
import type { MessageKey } from '#lib/i18n/messages.ts';
import { translate } from '#lib/i18n/translate.ts';
import { USER_TYPES } from '#lib/reference-data.ts';
import { apiClientIdOf, type Credential, sessionIdOf, usesBearer } from '#server/access/actor.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, badRequest, conflict } from '#server/errors.ts';
import { claimInvitation, recordAcceptedBy } from '#server/modules/seller-staff/api.ts';
import { createPendingCompany, isStoreNameTaken } from '#server/modules/sellers/api.ts';
import {
  authUserOf,
  canonicalMobile,
  duplicateLoginId,
  findUserById,
  findUserByLogin,
  hashPassword,
  insertUser,
  markVerified,
  normalizeLoginId,
  recordLogin,
  setPasswordHash,
  takenLoginId,
  type UserRow,
  verifyPassword,
} from '#server/modules/users/api.ts';
import { type CodePurpose, consumeCode, issueCode } from './codes.ts';
import type { AuthDeps } from './deps.ts';
import { consume, RATE_RULES, reserveAttempt } from './rate-limit.ts';
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts';

/** Who is calling, as the auth calls need to know it. */
export interface Caller {
  /** The asker's language, for the answer's message. */
  locale: Locale;
  credential: Credential;
  ip: string;
  userAgent: string | undefined;
  /**
   * The device, as far as it can be told: the signed first-party visitor id of a browser, else
   * `address:<ip>` (an app through a bearer token). Sign-in limits know the devices an account
   * signed in from.
   */
  device: string;
}

/** How long a device an account signed in from (or reset its password on) stays known. */
export const KNOWN_DEVICE_DAYS = 30;

/** The limits a sign-in attempt is counted against (docs/decisions/0008). */
async function signInLimits(auth: AuthDeps, caller: Caller, account: string) {
  const knownDevice = `${account}|${caller.device}`;
  if (await auth.limiter.remembers(knownDevice)) {
    return { knownDevice, limits: [[RATE_RULES.loginFailuresPerDevice, knownDevice]] as const };
  }
  return {
    knownDevice,
    limits: [
      [RATE_RULES.loginFailuresPerDevice, `${account}|address:${caller.ip}`],
      [RATE_RULES.loginFailuresPerAccount, account],
      [RATE_RULES.loginFailuresPerAddress, caller.ip],
    ] as const,
  };
}

const rememberDevice = (auth: AuthDeps, knownDevice: string) =>
  auth.limiter.remember(knownDevice, KNOWN_DEVICE_DAYS * 24 * 60 * 60);

/** A sign-in's answer, and the web session cookie to set when the caller is a browser. */
export interface SignedIn {
  result: LoginResult;
  sessionCookie: { token: string; maxAge: number } | null;
}

/** A hash to check passwords against when no account matches, so both cases take as long. */
const missingUserHash = hashPassword('not-a-real-password-only-for-timing');

function loginKey(login: string): string {
  const id = normalizeLoginId(login);
  return 'email' in id ? id.email : id.mobile;
}

function loginFailure(status: 0 | 2 | 3, key: MessageKey, extra: Record<string, unknown> = {}): AppError {
  const kind = status === LOGIN_STATUS.invalid ? 'unauthorized' : 'forbidden';
  const code = { 0: 'invalid_credentials', 2: 'unverified', 3: 'blocked' }[status];
  return new AppError(kind, code, key, { details: { status, ...extra } });
}

/** Status 2 or 3 for an account that may not sign in yet (after its password was proven). */
function ensureActive(user: UserRow): void {
  if (user.status === ACCOUNT_STATUS.blocked) throw loginFailure(LOGIN_STATUS.blocked, 'auth.blocked');
  if (user.status === ACCOUNT_STATUS.unverified) {
    throw loginFailure(LOGIN_STATUS.unverified, 'auth.unverified', { user_id: user.id });
  }
}

/** Starts the session: a bearer token for API clients, an httpOnly cookie for the web app. */
async function signIn(db: Db, user: UserRow, caller: Caller): Promise<SignedIn> {
  const bearer = usesBearer(caller.credential);
  const previous = sessionIdOf(caller.credential);
  const session = await db.transaction(async (tx) => {
    // Signing in again in the same browser replaces its session rather than leaving one behind.
    if (previous && caller.credential.kind === 'session') await revokeSession(tx, previous);
    await recordLogin(tx, user.id);
    return createSession(tx, {
      kind: bearer ? 'bearer' : 'web',
      userId: user.id,
      apiClientId: apiClientIdOf(caller.credential),
      ip: caller.ip,
      userAgent: caller.userAgent ?? null,
    });
  });
  const fresh = { ...user, last_login_at: new Date() };
  return {
    result: {
      status: LOGIN_STATUS.success,
      msg: translate(caller.locale, 'auth.loggedIn'),
      ...(await authUserOf(db, fresh)),
      token: bearer
        ? { access_token: session.token, token_type: 'Bearer', expires_in: session.expiresIn }
        : null,
    },
    sessionCookie: bearer ? null : { token: session.token, maxAge: session.expiresIn },
  };
}

/** Where an account's codes go: its e-mail when it has one, else its mobile number. */
function destinationOf(user: UserRow): { channel: 'email' | 'sms'; to: string; type: 'email' | 'mobile' } {
  return user.email
    ? { channel: 'email', to: user.email, type: 'email' }
    : { channel: 'sms', to: user.mobile!, type: 'mobile' };
}

async function sendCode(db: Db, auth: AuthDeps, user: UserRow, purpose: CodePurpose): Promise<void> {
  const code = await issueCode(db, auth.codeKey, user.id, purpose);
  const subjectKey = purpose === 'verify' ? 'notify.verify.subject' : 'notify.reset.subject';
  const bodyKey = purpose === 'verify' ? 'notify.verify.body' : 'notify.reset.body';
  const params = { code, minutes: CODE_TTL_MINUTES };
  const destination = destinationOf(user);
  await auth.notifier.send(db, {
    channel: destination.channel,
    to: destination.to,
    userId: user.id,
    subject: `${translate('en', subjectKey)} · ${translate('bn', subjectKey)}`,
    // The code is a string, so it keeps Latin digits in the Bengali text too and is typed as read.
    text: `${translate('en', bodyKey, params)}\n\n${translate('bn', bodyKey, params)}`,
  });
}

function duplicateStore(): AppError {
  return conflict('already_exists', 'auth.duplicate.store', {
    fields: fieldErrorsFromIssues([
      { code: 'custom', path: ['store_name'], message: 'auth.duplicate.store' },
    ]),
    details: { req_id_type: 'store', registered: false, status: 0 },
  });
}

/** Which sign-up id a unique-index violation was about, if it was one of ours. */
function duplicateFromDatabase(error: unknown): AppError | null {
  const text = String((error as { constraint?: string })?.constraint ?? (error as Error)?.message ?? '');
  const cause = (error as { cause?: { constraint?: string; message?: string } })?.cause;
  const all = `${text} ${cause?.constraint ?? ''} ${cause?.message ?? ''}`;
  if (all.includes('users_email_unique')) return duplicateLoginId('email');
  if (all.includes('users_mobile_unique')) return duplicateLoginId('mobile');
  if (all.includes('companies_slug_unique')) return duplicateStore();
  return null;
}

/**
 * Sign-up: a customer by e-mail or mobile, or a seller with a store name (a pending company).
 * Duplicates answer 409 with spec §8's '… already exist.' and req_id_type store, email or mobile,
 * checked in that order. The account starts unverified and a code is sent.
 */
export async function register(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  input: z.output<typeof registerBody>,
): Promise<{ user_id: number; req_id_type: 'email' | 'mobile' }> {
  await consume(auth.limiter, RATE_RULES.registrationsPerAddress, caller.ip);
  const email = input.email ? input.email.toLowerCase() : null;
  const mobile = input.mobile ? canonicalMobile(input.mobile) : null;
  const isSeller = input.user_type === USER_TYPES.seller;
  if (isSeller && (await isStoreNameTaken(db, input.store_name!))) throw duplicateStore();
  const taken = await takenLoginId(db, { email, mobile });
  if (taken) throw duplicateLoginId(taken);

  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const companyId = isSeller
        ? await createPendingCompany(tx, { storeName: input.store_name!, email, phone: mobile })
        : null;
      return insertUser(tx, {
        name: input.name,
        email,
        mobile,
        passwordHash,
        userType: input.user_type,
        status: ACCOUNT_STATUS.unverified,
        companyId,
      });
    });
  } catch (error) {
    // Two sign-ups with the same id at once: the database's unique index decides.
    throw duplicateFromDatabase(error) ?? error;
  }
  await sendCode(db, auth, user, 'verify');
  return { user_id: user.id, req_id_type: destinationOf(user).type };
}

/**
 * Sign-in (spec §4): status 1 with the session, 2 unverified and 3 blocked (only once the
 * password is proven), 0 invalid credentials. Failures are limited per account and per address.
 * The admin call accepts only administrators; the other accepts everyone else, or only
 * `user_type` when given (the seller dashboard's form).
 */
export async function login(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  input: z.output<typeof loginBody> | z.output<typeof adminLoginBody>,
  area: 'admin' | 'site',
): Promise<SignedIn> {
  const { knownDevice, limits } = await signInLimits(auth, caller, loginKey(input.login));
  // Counted before the password is checked; given back once it proves right.
  const attempt = await reserveAttempt(auth.limiter, limits);
  const user = await findUserByLogin(db, input.login);
  // Without an account a dummy hash is checked anyway, so the answer takes as long either way.
  const isMatch = await verifyPassword(user?.password_hash ?? (await missingUserHash), input.password);
  if (!user || !isMatch) throw loginFailure(LOGIN_STATUS.invalid, 'auth.invalidCredential');
  await attempt.succeeded();
  await rememberDevice(auth, knownDevice);
  const wanted = 'user_type' in input ? input.user_type : undefined;
  const isAdmin = user.user_type === USER_TYPES.admin;
  if ((area === 'admin') !== isAdmin || (wanted !== undefined && user.user_type !== wanted)) {
    throw loginFailure(LOGIN_STATUS.invalid, 'auth.invalidCredential');
  }
  ensureActive(user);
  return signIn(db, user, caller);
}

/** Limits every code request per address and per account. */
async function limitCodeRequest(auth: AuthDeps, caller: Caller, login: string): Promise<void> {
  await consume(auth.limiter, RATE_RULES.codeRequestsPerAddress, caller.ip);
  await consume(auth.limiter, RATE_RULES.codeRequestsPerAccount, loginKey(login));
}

/** Sends a new verification code to an unverified account; answers alike whether or not it exists. */
export async function requestVerificationCode(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  login: string,
): Promise<void> {
  await limitCodeRequest(auth, caller, login);
  const user = await findUserByLogin(db, login);
  if (user && user.status === ACCOUNT_STATUS.unverified) await sendCode(db, auth, user, 'verify');
}

/** Sends a password-reset code; answers alike whether or not the account exists. */
export async function requestPasswordReset(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  login: string,
): Promise<void> {
  await limitCodeRequest(auth, caller, login);
  const user = await findUserByLogin(db, login);
  if (user && user.status !== ACCOUNT_STATUS.blocked) await sendCode(db, auth, user, 'reset');
}

const codeInvalid = () =>
  badRequest('code_invalid', 'auth.codeInvalid', {
    fields: fieldErrorsFromIssues([{ code: 'custom', path: ['code'], message: 'auth.codeInvalid' }]),
  });

/** Checks a code, counting wrong ones per account as well as per code. */
async function checkCode(
  db: Db,
  auth: AuthDeps,
  login: string,
  purpose: CodePurpose,
  code: string,
): Promise<UserRow> {
  const attempt = await reserveAttempt(auth.limiter, [[RATE_RULES.codeFailuresPerAccount, loginKey(login)]]);
  const user = await findUserByLogin(db, login);
  if (!user || !(await consumeCode(db, auth.codeKey, user.id, purpose, code))) throw codeInvalid();
  await attempt.succeeded();
  return user;
}

/** Verifies a new account with its code and signs the person in. */
export async function verifyAccount(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  input: z.output<typeof verifyBody>,
): Promise<SignedIn> {
  const existing = await findUserByLogin(db, input.login);
  if (existing && existing.status === ACCOUNT_STATUS.active) {
    throw conflict('already_verified', 'auth.alreadyVerified');
  }
  const user = await checkCode(db, auth, input.login, 'verify', input.code);
  await markVerified(db, user);
  const verified = (await findUserById(db, user.id))!;
  ensureActive(verified);
  return signIn(db, verified, caller);
}

/**
 * Sets a new password with a reset code. The code proves the person holds the account's e-mail
 * or mobile, so an unverified account becomes verified; every session of the account ends. The
 * device becomes known to the account: however many failures strangers have run up against it,
 * the person signs in here with the new password at once.
 */
export async function resetPassword(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  input: z.output<typeof resetPasswordBody>,
): Promise<void> {
  const user = await checkCode(db, auth, input.login, 'reset', input.code);
  await rememberDevice(auth, `${loginKey(input.login)}|${caller.device}`);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    if (user.status === ACCOUNT_STATUS.unverified) await markVerified(tx, user);
    await revokeUserSessions(tx, user.id);
  });
}

/** Ends the caller's session or user token (an API client's own token stays). */
export async function logout(db: Db, credential: Credential): Promise<void> {
  const sessionId = sessionIdOf(credential);
  if (sessionId) await revokeSession(db, sessionId);
}

/**
 * Accepts an invitation to a shop's team: the link's invitation is taken (once), the account is
 * made verified, in the shop with the invitation's role, under the invited address, and the
 * person is signed in. An address that became an account meanwhile answers 409 and the
 * invitation stays unused.
 */
export async function acceptInvitation(
  db: Db,
  auth: AuthDeps,
  caller: Caller,
  input: z.output<typeof acceptInvitationBody>,
): Promise<SignedIn> {
  await consume(auth.limiter, RATE_RULES.registrationsPerAddress, caller.ip);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const invitation = await claimInvitation(tx, input.token);
      const created = await insertUser(tx, {
        name: input.name,
        email: invitation.email.toLowerCase(),
        mobile: null,
        passwordHash,
        userType: USER_TYPES.seller,
        status: ACCOUNT_STATUS.active,
        companyId: invitation.companyId,
        sellerRole: invitation.role,
        verifiedAt: new Date(),
      });
      await recordAcceptedBy(tx, invitation.id, created.id);
      return created;
    });
  } catch (error) {
    throw duplicateFromDatabase(error) ?? error;
  }
  return signIn(db, user, caller);
}
