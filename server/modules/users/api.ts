/*
 * What other modules may use of the users module (with schema.ts for foreign keys). Accounts
 * are found and created here for the auth module, which signs people in.
 */
export {
  canonicalMobile,
  duplicateLoginId,
  findUserById,
  findUserByLogin,
  insertUser,
  markVerified,
  normalizeLoginId,
  recordLogin,
  setPasswordHash,
  takenLoginId,
  type UserRow,
} from './accounts.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { authUserOf, currentUser } from './profile.ts';
export { deleteShopMember, findShopMember, listShopMembers, setSellerRole } from './shop-team.ts';
