import { readSeedData } from './read-seed-data.ts';

/** The data lives in data/people.json; this file names its shapes. */
const data = readSeedData('people.json');
/** A sign-in account for trying each role of the demo. */
export interface DemoAccount {
  role: 'admin' | 'seller' | 'delivery' | 'customer';
  email: string;
  password: string;
  name: string;
}

/** One account per role; shown on the demo's login page and used by end-to-end tests. */
export const DEMO_ACCOUNTS = data.demoAccounts as ReadonlyArray<DemoAccount>;

/** The password of every other demo user (the other sellers, delivery persons and customers). */
export const DEMO_SHARED_PASSWORD = data.demoSharedPassword as string;

export interface PersonSeed {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

export const ADMIN = data.admin as PersonSeed;

/** One seller user per company, by company slug; the first is the demo seller. */
export const SELLER_USERS = data.sellerUsers as Array<PersonSeed & { company: string }>;

export interface DeliveryPersonSeed extends PersonSeed {
  vehicle: 'bicycle' | 'motorcycle' | 'van' | 'on_foot';
  /** The Dhaka area they wait in (an area name of DHAKA_CITY_AREAS). */
  area: string;
  ratingSum: number;
  ratingCount: number;
  isAvailable: boolean;
}

/** Five riders spread over Dhaka, all within about 10 km of the default map point; the first is the demo account. */
export const DELIVERY_PERSONS = data.deliveryPersons as DeliveryPersonSeed[];

export interface CustomerSeed extends PersonSeed {
  gender: 1 | 2 | 3 | 4;
  dateOfBirth: string | null;
  /**
   * A saved address in a Dhaka city area (an area name of DHAKA_CITY_AREAS), pinned at the area's
   * centre as the checkout's address form saves it: the demo customer checks out in one tap.
   */
  address?: { label: 'home' | 'office'; area: string; line: string };
}

/** The demo customer first, then three more. */
export const CUSTOMERS = data.customers as CustomerSeed[];

/** A member of a shop's team (issue 13): signs in at the seller dashboard, limited to the role. */
export interface StaffSeed extends PersonSeed {
  company: string;
  role: 'all' | 'orders' | 'products';
}

/** The demo shop's orders-only staff member (printed in the start-up log beside DEMO_ACCOUNTS). */
export const SELLER_STAFF = data.sellerStaff as StaffSeed[];
