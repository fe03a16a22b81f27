/*
 * What other modules may use of the seller-staff module (with schema.ts for foreign keys): the
 * auth module takes an invitation when the invitee makes their account.
 */
export { claimInvitation, recordAcceptedBy } from './invitations.ts';
