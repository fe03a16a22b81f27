import { z } from 'zod';
import { GENDERS } from '../reference-data.ts';
import { isEmail, isPhone } from '../validators.ts';
import { SIGNED_IN } from './access.ts';
import {
  ACCOUNT_STATUS,
  authUserSchema,
  partnerInfoSchema,
  passwordSchema,
  userInfoSchema,
  VEHICLE_TYPES,
} from './auth.ts';
import { idParam, messageKey, paged, writeResult } from './common.ts';
import { endpoint } from './endpoint.ts';
import { FEATURES, isFeatureId } from './features.ts';
import { plainText } from './text.ts';

/** Spec §7's paged admin lists: `/{resource}/{limit}?page=`. */
const limitParam = z.object({ limit: z.coerce.number().int('validation.notInteger').min(1).max(100) });
const pageQuery = z.object({ page: z.coerce.number().int('validation.notInteger').min(1).default(1) });

// --- The signed-in person's own account ---

export const userInfo = endpoint({
  method: 'POST',
  path: '/api/user-info/:id',
  summary:
    'A user’s data (user_info, partner_info, role_info): the user themself, or an admin with the users feature',
  tags: ['users'],
  access: SIGNED_IN,
  params: idParam,
  response: z.object({ data: authUserSchema }),
});

export const changePasswordBody = z
  .object({ current_password: z.string().min(1).max(128), password: passwordSchema })
  .refine((body) => body.current_password !== body.password, {
    path: ['password'],
    message: messageKey('validation.samePassword'),
  });

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/user/change-password',
  summary: 'Change the password (current one required); every other session and token is signed out',
  tags: ['users'],
  access: SIGNED_IN,
  body: changePasswordBody,
  response: writeResult(z.null()),
});

const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || isPhone(value), messageKey('validation.invalidPhone'));

/**
 * What a person may change about themself. E-mail and mobile are sign-in ids and need a new
 * verification, so they are not changed here. Fields that do not apply to the user type are ignored.
 */
export const profileUpdateBody = z.object({
  name: plainText(z.string().trim().min(1).max(100)),
  /** Customers and delivery persons. */
  phone: optionalPhone.optional(),
  /** Customers: spec §9 genders. */
  gender: z
    .number()
    .int()
    .refine((value) => GENDERS.some((gender) => gender.id === value), messageKey('validation.invalidOption'))
    .optional(),
  /** Customers: YYYY-MM-DD, or '' to clear. */
  date_of_birth: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      messageKey('validation.invalidDate'),
    )
    .optional(),
  /** Delivery persons. */
  vehicle_type: z.enum(VEHICLE_TYPES).optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

export const profileUpdate = endpoint({
  method: 'POST',
  path: '/api/user/profile-update',
  summary: 'Update the signed-in person’s name and profile; answers user_info and partner_info',
  tags: ['users'],
  access: SIGNED_IN,
  body: profileUpdateBody,
  response: z.object({
    status: z.literal(true),
    msg: z.string(),
    user_info: userInfoSchema,
    partner_info: partnerInfoSchema,
  }),
});

// --- Admin user roles (feature 50) ---

export const roleSchema = z.object({
  id: z.number().int(),
  role_name: z.string(),
  is_super: z.boolean(),
  is_active: z.boolean(),
  role_accesses: z.array(z.object({ feature_id: z.number().int() })),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleBody = z.object({
  role_name: plainText(z.string().trim().min(1).max(100)),
  is_active: z.boolean().default(true),
  feature_ids: z
    .array(z.number().int().refine(isFeatureId, messageKey('validation.unknownFeature')))
    .max(200)
    .transform((ids) => [...new Set(ids)]),
});
export type RoleBody = z.input<typeof roleBody>;

export const listRoles = endpoint({
  method: 'GET',
  path: '/api/user-role-infos/:limit',
  summary: 'Admin roles with their features, paged (feature 50)',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUserRoles },
  params: limitParam,
  query: pageQuery,
  response: paged(roleSchema),
});

export const storeRole = endpoint({
  method: 'POST',
  path: '/api/user-role-infos/store',
  summary: 'Create an admin role with its features (feature 50)',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUserRoles },
  body: roleBody,
  response: writeResult(roleSchema),
});

export const updateRole = endpoint({
  method: 'POST',
  path: '/api/user-role-infos/update/:id',
  summary: 'Rename a role, switch it on or off, and set its features (feature 50); the super role is fixed',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUserRoles },
  params: idParam,
  body: roleBody,
  response: writeResult(roleSchema),
});

export const roleDetails = endpoint({
  method: 'GET',
  path: '/api/user-role-infos/details/:id',
  summary: 'One admin role with its features and how many users have it (feature 50)',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUserRoles },
  params: idParam,
  response: z.object({ data: roleSchema }),
});

export const deleteRole = endpoint({
  method: 'POST',
  path: '/api/user-role-infos/delete/:id',
  summary: 'Delete an admin role (feature 50); refused 409 while users have it, 403 for the super role',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUserRoles },
  params: idParam,
  response: writeResult(z.object({ id: z.number().int() })),
});

// --- Users (feature 51): list, create administrators, block and unblock ---

export const adminUserSchema = userInfoSchema.extend({ role_name: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuery = pageQuery.extend({
  user_type: z.coerce.number().int().min(1).max(4).optional(),
  status: z.coerce.number().int().min(1).max(3).optional(),
  q: z.string().trim().max(100).optional(),
  /** Administrators with this role. */
  role_id: z.coerce.number().int().positive().optional(),
});

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users/:limit',
  summary: 'Users, newest first, filtered by type, status or a name/e-mail/mobile search (feature 51)',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUsers },
  params: limitParam,
  query: listUsersQuery,
  response: paged(adminUserSchema),
});

export const storeUserBody = z
  .object({
    name: plainText(z.string().trim().min(1).max(100)),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((value) => value === '' || isEmail(value), messageKey('validation.invalidEmail'))
      .optional(),
    mobile: optionalPhone.optional(),
    password: passwordSchema,
    role_id: z.number().int().positive(),
  })
  .refine((body) => Boolean(body.email || body.mobile), {
    path: ['email'],
    message: messageKey('validation.emailOrMobile'),
  });

export const storeUser = endpoint({
  method: 'POST',
  path: '/api/users/store',
  summary: 'Create an administrator with a role, already verified (feature 51)',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUsers },
  body: storeUserBody,
  response: writeResult(adminUserSchema),
});

export const updateUserBody = z.object({
  name: plainText(z.string().trim().min(1).max(100)).optional(),
  /** 1 active, 3 blocked. Blocking signs the user out everywhere at once. */
  status: z.union([z.literal(ACCOUNT_STATUS.active), z.literal(ACCOUNT_STATUS.blocked)]).optional(),
  /** Administrators only. */
  role_id: z.number().int().positive().nullable().optional(),
});

export const updateUser = endpoint({
  method: 'POST',
  path: '/api/users/update/:id',
  summary: 'Rename, block (status 3) or unblock (status 1) a user, or change an admin’s role (feature 51)',
  tags: ['users'],
  access: { kinds: ['admin'], feature: FEATURES.adminUsers },
  params: idParam,
  body: updateUserBody,
  response: writeResult(adminUserSchema),
});

// --- API clients (feature 52) ---

export const apiClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client_id: z.string(),
  is_active: z.boolean(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
});
export type ApiClientInfo = z.infer<typeof apiClientSchema>;

export const listApiClients = endpoint({
  method: 'GET',
  path: '/api/api-clients/:limit',
  summary: 'API clients allowed to ask for client-credentials tokens (feature 52)',
  tags: ['auth'],
  access: { kinds: ['admin'], feature: FEATURES.apiClients },
  params: limitParam,
  query: pageQuery,
  response: paged(apiClientSchema),
});

export const storeApiClient = endpoint({
  method: 'POST',
  path: '/api/api-clients/store',
  summary: 'Create an API client; the answer holds its secret, shown this once (feature 52)',
  tags: ['auth'],
  access: { kinds: ['admin'], feature: FEATURES.apiClients },
  body: z.object({ name: plainText(z.string().trim().min(1).max(100)) }),
  response: writeResult(apiClientSchema.extend({ client_secret: z.string() })),
});

export const updateApiClient = endpoint({
  method: 'POST',
  path: '/api/api-clients/update/:id',
  summary: 'Rename or switch off an API client; switching off revokes its tokens (feature 52)',
  tags: ['auth'],
  access: { kinds: ['admin'], feature: FEATURES.apiClients },
  params: idParam,
  body: z.object({
    name: plainText(z.string().trim().min(1).max(100)).optional(),
    is_active: z.boolean().optional(),
  }),
  response: writeResult(apiClientSchema),
});
