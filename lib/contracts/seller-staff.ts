import { z } from 'zod';
import { isEmail } from '../validators.ts';
import { loginResultSchema, passwordSchema } from './auth.ts';
import { idParam, messageKey, writeResult } from './common.ts';
import type { Access } from './endpoint.ts';
import { endpoint } from './endpoint.ts';
import { plainText } from './text.ts';

/*
 * A seller's team (issue 13). Every seller user has a staff role in its shop; the shop's owner
 * invites staff by e-mail with a role, and they sign in with their own password.
 *
 * Which seller calls a role may make is declared once, on each contract's access (`sellerScope`),
 * and checked centrally before the call's input is read (server/access/permissions.ts); the web
 * menu and pages read the same table.
 */

/** A seller user's part in its shop: the owner, everything but the team, orders only, products only. */
export const STAFF_ROLES = ['owner', 'all', 'orders', 'products'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The roles an owner may give (there is one kind of owner: the shop's founder). */
export const INVITED_ROLES = ['all', 'orders', 'products'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/**
 * The parts of a shop a seller call belongs to: `any` (every member: the shop's account and
 * dashboard), `orders` (manage-orders, printing, reviews and replies), `products` (the products
 * editor and lists, media galleries), `shop` (settings, the application, money) and `staff`
 * (the team). A seller call without one is `shop`: a new call is closed to limited staff until
 * it says otherwise.
 */
export const SELLER_SCOPES = ['any', 'orders', 'products', 'shop', 'staff'] as const;
export type SellerScope = (typeof SELLER_SCOPES)[number];

const ROLE_SCOPES: Record<StaffRole, readonly SellerScope[]> = {
  owner: SELLER_SCOPES,
  all: ['any', 'orders', 'products', 'shop'],
  orders: ['any', 'orders'],
  products: ['any', 'products'],
};

/** Whether a staff role may use a part of the shop. */
export function roleMayUse(role: StaffRole, scope: SellerScope): boolean {
  return ROLE_SCOPES[role].includes(scope);
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The team and its invitations: the shop's owner only. */
const OWNER: Access = { kinds: ['seller'], sellerScope: 'staff' };

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  expires_at: z.string(),
  /** The link no longer works: the owner may send it again. */
  is_expired: z.boolean(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/seller/staff',
  summary: 'The shop’s team and its pending invitations (the owner only)',
  tags: ['seller'],
  access: OWNER,
  response: z.object({
    data: z.object({ members: z.array(staffMemberSchema), invitations: z.array(invitationSchema) }),
  }),
});

export const inviteBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => isEmail(value), messageKey('validation.invalidEmail'))
    .transform((value) => value.toLowerCase()),
  role: z.enum(INVITED_ROLES, { error: 'validation.invalidOption' }),
});

export const inviteStaff = endpoint({
  method: 'POST',
  path: '/api/seller/staff/invite',
  summary:
    'Invite someone by e-mail with a role; the e-mail carries a link valid 7 days. An address that ' +
    'is already an account’s, or already invited, answers 409.',
  tags: ['seller'],
  access: OWNER,
  body: inviteBody,
  status: 201,
  response: writeResult(invitationSchema),
});

export const resendInvitation = endpoint({
  method: 'POST',
  path: '/api/seller/staff/invitations/:id/resend',
  summary: 'Send an invitation again with a new link (the old one stops working), valid 7 more days',
  tags: ['seller'],
  access: OWNER,
  params: idParam,
  response: writeResult(invitationSchema),
});

export const revokeInvitation = endpoint({
  method: 'POST',
  path: '/api/seller/staff/invitations/:id/revoke',
  summary: 'Withdraw a pending invitation; its link stops working',
  tags: ['seller'],
  access: OWNER,
  params: idParam,
  response: z.object({ status: z.literal(true), msg: z.string() }),
});

export const changeStaffRole = endpoint({
  method: 'POST',
  path: '/api/seller/staff/members/:id/role',
  summary: 'Change a team member’s role (not the owner’s); it applies to their next call',
  tags: ['seller'],
  access: OWNER,
  params: idParam,
  body: z.object({ role: z.enum(INVITED_ROLES, { error: 'validation.invalidOption' }) }),
  response: writeResult(staffMemberSchema),
});

export const removeStaffMember = endpoint({
  method: 'POST',
  path: '/api/seller/staff/members/:id/remove',
  summary: 'Remove a team member (not the owner): their account is closed and every session ends',
  tags: ['seller'],
  access: OWNER,
  params: idParam,
  response: z.object({ status: z.literal(true), msg: z.string() }),
});

/** The token from the invitation's link. */
const tokenSchema = z.string().trim().min(20).max(200);

export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  company_name: z.string(),
  company_name_bn: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const previewInvitation = endpoint({
  method: 'POST',
  path: '/api/seller/invitations/preview',
  summary:
    'What an invitation’s link is for (the shop, the address, the role); 404 invitation_invalid ' +
    'when it is unknown, used, withdrawn or expired',
  tags: ['seller'],
  body: z.object({ token: tokenSchema }),
  response: z.object({ data: invitationPreviewSchema }),
});

export const acceptInvitationBody = z.object({
  token: tokenSchema,
  name: plainText(z.string().trim().min(1, 'validation.required').max(100)),
  password: passwordSchema,
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/seller/invitations/accept',
  summary:
    'Accept an invitation: the account is made (verified, in the shop with the role) and signed ' +
    'in. The link works once; 404 invitation_invalid otherwise.',
  tags: ['seller'],
  body: acceptInvitationBody,
  response: loginResultSchema,
});
