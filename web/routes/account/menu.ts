import type { MessageKey } from '#lib/i18n/messages.ts';
import { USER_TYPES } from '#lib/reference-data.ts';

export interface AccountPage {
  path: string;
  label: MessageKey;
  /** Who sees it in the menu and may open it; everyone when absent. */
  userTypes?: readonly number[];
  /** The empty state's text until a later feature fills the page. */
  empty?: MessageKey;
}

/**
 * Spec §6's user dashboard menu, exactly: Manage Account and Change Password for everyone;
 * Manage Address and My Orders for customers (3); Manage Orders, Manage Exact Location and
 * My reviews for delivery persons (2).
 */
export const ACCOUNT_MENU: readonly AccountPage[] = [
  { path: 'manage-account', label: 'account.menu.manageAccount' },
  { path: 'change-password', label: 'account.menu.changePassword' },
  {
    path: 'manage-address',
    label: 'account.menu.manageAddress',
    userTypes: [USER_TYPES.customer],
    empty: 'account.empty.addresses',
  },
  {
    path: 'my-orders',
    label: 'account.menu.myOrders',
    userTypes: [USER_TYPES.customer],
    empty: 'account.empty.orders',
  },
  {
    path: 'manage-orders',
    label: 'account.menu.manageOrders',
    userTypes: [USER_TYPES.delivery],
    empty: 'account.empty.deliveries',
  },
  {
    path: 'manage-exact-location',
    label: 'account.menu.manageExactLocation',
    userTypes: [USER_TYPES.delivery],
    empty: 'account.empty.location',
  },
  {
    path: 'my-reviews',
    label: 'account.menu.myReviews',
    userTypes: [USER_TYPES.customer, USER_TYPES.delivery],
    empty: 'account.empty.reviews',
  },
];

/** Pages of spec §2's /user-dashboard that are not in the menu (reached from elsewhere). */
export const OTHER_ACCOUNT_PAGES: readonly AccountPage[] = [
  { path: 'my-dashboard', label: 'account.menu.myDashboard', empty: 'account.empty.dashboard' },
  {
    path: 'my-prescriptions',
    label: 'account.menu.myPrescriptions',
    userTypes: [USER_TYPES.customer],
    empty: 'account.empty.prescriptions',
  },
];

/** The menu a user type sees. */
export function accountMenuFor(userType: number): AccountPage[] {
  return ACCOUNT_MENU.filter((page) => !page.userTypes || page.userTypes.includes(userType));
}

/** The page at the end of a dashboard path (`/user/my-orders` → my-orders). */
export function accountPageOf(pathname: string): AccountPage | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return [...ACCOUNT_MENU, ...OTHER_ACCOUNT_PAGES].find((page) => page.path === last);
}

/** Whether a user type may open a dashboard page. */
export function mayOpen(page: AccountPage | undefined, userType: number): boolean {
  return !!page && (!page.userTypes || page.userTypes.includes(userType));
}
