import { z } from 'zod';
import { USER_TYPES } from '../reference-data.ts';
import { isEmail, isPhone } from '../validators.ts';
import { listOf, messageKey } from './common.ts';
import { endpoint } from './endpoint.ts';
import { plainText } from './text.ts';

/** Spec §4: the statuses a sign-in answers. 1 success, 2 unverified, 3 blocked, 0 invalid credentials. */
export const LOGIN_STATUS = { invalid: 0, success: 1, unverified: 2, blocked: 3 } as const;

/** users.status: 1 active, 2 unverified, 3 blocked (the same numbers as the sign-in statuses). */
export const ACCOUNT_STATUS = { active: 1, unverified: 2, blocked: 3 } as const;

/** A one-time code: six digits, valid for this many minutes. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** An e-mail address or a mobile number (spec §5's rules), as a person types it. */
export const loginIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .refine((value) => isEmail(value) || isPhone(value), messageKey('validation.loginId'));

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), messageKey('validation.code'));

// --- What a signed-in person looks like (spec §3: user_info, partner_info, token, role_info) ---

export const userInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** USER_TYPES: 1 admin, 2 delivery, 3 customer, 4 seller. */
  user_type: z.number().int(),
  /** ACCOUNT_STATUS: 1 active, 2 unverified, 3 blocked. */
  status: z.number().int(),
  company_id: z.number().int().nullable(),
  role_id: z.number().int().nullable(),
  /** The public avatar service's picture by a hash of the e-mail (size 80, retro, rated g); null without e-mail. */
  avatar: z.string().nullable(),
  /** Shown when the avatar cannot be loaded. */
  initials: z.string(),
  email_verified_at: z.string().nullable(),
  mobile_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const VEHICLE_TYPES = ['bicycle', 'motorcycle', 'van', 'on_foot'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

const customerPartner = z.object({
  kind: z.literal('customer'),
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string().nullable(),
  /** Spec §9 genders: 1 Male, 2 Female, 3 Common, 4 Not Mentioned. */
  gender: z.number().int(),
  date_of_birth: z.string().nullable(),
});

const deliveryPartner = z.object({
  kind: z.literal('delivery'),
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  area_id: z.number().int().nullable(),
  is_available: z.boolean(),
  rating: z.number().nullable().describe('average of 1–5 stars; null before the first rating'),
  rating_count: z.number().int(),
});

const sellerPartner = z.object({
  kind: z.literal('seller'),
  id: z.number().int(),
  company_name: z.string(),
  company_name_bn: z.string(),
  slug: z.string(),
  status: z.enum(['pending', 'active', 'rejected', 'suspended']),
});

/** The person's profile by user type: a customer's info, a delivery person, a seller's company; null for admins. */
export const partnerInfoSchema = z
  .discriminatedUnion('kind', [customerPartner, deliveryPartner, sellerPartner])
  .nullable();
export type PartnerInfo = z.infer<typeof partnerInfoSchema>;

/** An admin's role and its features (spec §6: role_accesses by feature_id); null for everyone else. */
export const roleInfoSchema = z
  .object({
    id: z.number().int(),
    role_name: z.string(),
    is_super: z.boolean(),
    role_accesses: z.array(z.object({ feature_id: z.number().int() })),
  })
  .nullable();
export type RoleInfo = z.infer<typeof roleInfoSchema>;

export const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds'),
});
export type TokenData = z.infer<typeof tokenSchema>;

/** Spec §3's auth user data, without the token. */
export const authUserSchema = z.object({
  user_info: userInfoSchema,
  partner_info: partnerInfoSchema,
  role_info: roleInfoSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * A successful sign-in (status 1). `token` is a bearer user token when the caller is an API
 * client (it authenticated with a client-credentials token); web callers get the httpOnly
 * session cookie instead and `token` is null, so no script ever sees a credential.
 */
export const loginResultSchema = authUserSchema.extend({
  status: z.literal(LOGIN_STATUS.success),
  msg: z.string(),
  token: tokenSchema.nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

// --- Calls ---

export const oauthTokenBody = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(200),
});

export const oauthToken = endpoint({
  method: 'POST',
  path: '/oauth/token',
  summary: 'Client-credentials token for an API client (JSON or form-encoded body); data[0] holds the token',
  tags: ['auth'],
  body: oauthTokenBody,
  response: z.object({ data: z.array(tokenSchema) }),
});

export const REGISTER_TYPES = [USER_TYPES.customer, USER_TYPES.seller] as const;

export const registerBody = z
  .object({
    user_type: z
      .union([z.literal(USER_TYPES.customer), z.literal(USER_TYPES.seller)])
      .default(USER_TYPES.customer),
    name: plainText(z.string().trim().min(1).max(100)),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || isEmail(value), messageKey('validation.invalidEmail'))
      .optional(),
    mobile: z
      .string()
      .trim()
      .max(30)
      .refine((value) => value === '' || isPhone(value), messageKey('validation.invalidPhone'))
      .optional(),
    password: passwordSchema,
    /** Sellers only: creates the seller's company, pending approval. */
    store_name: plainText(z.string().trim().max(100)).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.mobile) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messageKey('validation.emailOrMobile') });
    }
    if (body.user_type === USER_TYPES.seller && !body.store_name) {
      ctx.addIssue({ code: 'custom', path: ['store_name'], message: messageKey('validation.required') });
    }
  });
export type RegisterBody = z.input<typeof registerBody>;

/** Which of the sign-up ids clashed (spec §7's req_id_type), or where the code went. */
export const REQ_ID_TYPES = ['store', 'email', 'mobile'] as const;
export type ReqIdType = (typeof REQ_ID_TYPES)[number];

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  summary:
    'Sign up as a customer (e-mail or mobile) or a seller (with a store name: a pending company). ' +
    'A verification code is sent; a duplicate answers 409 with details.req_id_type store, email or mobile.',
  tags: ['auth'],
  body: registerBody,
  status: 201,
  response: z.object({
    status: z.literal(LOGIN_STATUS.success),
    registered: z.literal(true),
    user_id: z.number().int(),
    /** Where the verification code was sent. */
    req_id_type: z.enum(['email', 'mobile']),
    msg: z.string(),
  }),
});

export const loginBody = z.object({
  login: loginIdSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
  /** Only accept an account of this type (the seller dashboard's form asks for 4). */
  user_type: z
    .union([z.literal(USER_TYPES.delivery), z.literal(USER_TYPES.customer), z.literal(USER_TYPES.seller)])
    .optional(),
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary:
    'Sign in a customer, delivery person or seller. 200 status 1; 403 with details.status 2 (unverified, ' +
    'details.user_id) or 3 (blocked); 401 with details.status 0 (invalid credential).',
  tags: ['auth'],
  body: loginBody,
  response: loginResultSchema,
});

export const adminLoginBody = z.object({
  login: loginIdSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  summary: 'Sign in an administrator; answers like /api/auth/login, with role_info.role_accesses',
  tags: ['auth'],
  body: adminLoginBody,
  response: loginResultSchema,
});

export const verifyBody = z.object({ login: loginIdSchema, code: codeSchema });

export const verifyAccount = endpoint({
  method: 'POST',
  path: '/api/auth/verify',
  summary: 'Verify a new account with the code that was sent; signs the person in (status 1)',
  tags: ['auth'],
  body: verifyBody,
  response: loginResultSchema,
});

export const simpleResult = z.object({ status: z.literal(true), msg: z.string() });

export const sendVerificationCode = endpoint({
  method: 'POST',
  path: '/api/auth/send-code',
  summary: 'Send a new verification code to an unverified account (same answer whether or not it exists)',
  tags: ['auth'],
  body: z.object({ login: loginIdSchema }),
  response: simpleResult,
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary: 'Send a password-reset code (same answer whether or not the account exists)',
  tags: ['auth'],
  body: z.object({ login: loginIdSchema }),
  response: simpleResult,
});

export const resetPasswordBody = z.object({
  login: loginIdSchema,
  code: codeSchema,
  password: passwordSchema,
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password with a reset code; every session of the account is signed out',
  tags: ['auth'],
  body: resetPasswordBody,
  response: simpleResult,
});

export const logout = endpoint({
  method: 'GET',
  path: '/api/logout',
  summary: 'Sign out: revokes this session or user token (with the session cookie, send x-csrf-token too)',
  tags: ['auth'],
  csrf: true,
  response: simpleResult,
});

export const currentSession = endpoint({
  method: 'GET',
  path: '/api/auth/session',
  summary: 'Who is signed in on this session or token (null when nobody): the startup “user info” step',
  tags: ['auth'],
  response: z.object({ data: authUserSchema.nullable() }),
});

export const outboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const devOutbox = endpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  summary:
    'Messages kept instead of sent (no SMTP_URL): super admins only, in every mode (the codes sign people in)',
  tags: ['auth'],
  response: listOf(outboxItemSchema),
});
