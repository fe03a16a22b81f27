/** A sign-in account for trying each role of the demo. */
export interface DemoAccount {
  role: 'admin' | 'seller' | 'delivery' | 'customer';
  email: string;
  password: string;
  name: string;
}

/** One account per role; shown on the demo's login page and used by end-to-end tests. */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  { role: 'admin', email: 'admin@haat.test', password: 'haat-admin-2026', name: 'Tanvir Ahmed' },
  { role: 'seller', email: 'seller@haat.test', password: 'haat-seller-2026', name: 'Rafiqul Islam' },
  { role: 'delivery', email: 'delivery@haat.test', password: 'haat-delivery-2026', name: 'Jamal Uddin' },
  { role: 'customer', email: 'customer@haat.test', password: 'haat-customer-2026', name: 'Nusrat Jahan' },
];

/** The password of every other demo user (the other sellers, delivery persons and customers). */
export const DEMO_SHARED_PASSWORD = 'haat-demo-2026';

export interface PersonSeed {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

export const ADMIN: PersonSeed = { ...demoAccount('admin'), mobile: '+8801711000001' };

/** One seller user per company, by company slug; the first is the demo seller. */
export const SELLER_USERS: Array<PersonSeed & { company: string }> = [
  { ...demoAccount('seller'), mobile: '+8801711000002', company: 'dhaka-daily-bazar' },
  {
    name: 'Sharmin Akter',
    email: 'sharmin.akter@haat.test',
    mobile: '+8801819000003',
    password: DEMO_SHARED_PASSWORD,
    company: 'rangdhanu-fashion',
  },
  {
    name: 'Mahmudul Hasan',
    email: 'mahmudul.hasan@haat.test',
    mobile: '+8801912000004',
    password: DEMO_SHARED_PASSWORD,
    company: 'projukti-mart',
  },
  {
    name: 'Farzana Haque',
    email: 'farzana.haque@haat.test',
    mobile: '+8801556000005',
    password: DEMO_SHARED_PASSWORD,
    company: 'arogya-health',
  },
];

export interface DeliveryPersonSeed extends PersonSeed {
  vehicle: 'bicycle' | 'motorcycle' | 'van' | 'on_foot';
  /** The Dhaka area they wait in (an area name of DHAKA_CITY_AREAS). */
  area: string;
  ratingSum: number;
  ratingCount: number;
  isAvailable: boolean;
}

/** Five riders spread over Dhaka, all within about 10 km of the default map point; the first is the demo account. */
export const DELIVERY_PERSONS: DeliveryPersonSeed[] = [
  {
    ...demoAccount('delivery'),
    mobile: '+8801711000010',
    vehicle: 'motorcycle',
    area: 'Motijheel',
    ratingSum: 230,
    ratingCount: 49,
    isAvailable: true,
  },
  {
    name: 'Shahidul Islam',
    email: 'shahidul.islam@haat.test',
    mobile: '+8801819000011',
    password: DEMO_SHARED_PASSWORD,
    vehicle: 'bicycle',
    area: 'Dhanmondi',
    ratingSum: 176,
    ratingCount: 38,
    isAvailable: true,
  },
  {
    name: 'Kamrul Hasan',
    email: 'kamrul.hasan@haat.test',
    mobile: '+8801912000012',
    password: DEMO_SHARED_PASSWORD,
    vehicle: 'motorcycle',
    area: 'Gulshan',
    ratingSum: 301,
    ratingCount: 64,
    isAvailable: true,
  },
  {
    name: 'Abdul Karim',
    email: 'abdul.karim@haat.test',
    mobile: '+8801556000013',
    password: DEMO_SHARED_PASSWORD,
    vehicle: 'van',
    area: 'Mirpur',
    ratingSum: 88,
    ratingCount: 21,
    isAvailable: false,
  },
  {
    name: 'Sumon Ahmed',
    email: 'sumon.ahmed@haat.test',
    mobile: '+8801311000014',
    password: DEMO_SHARED_PASSWORD,
    vehicle: 'on_foot',
    area: 'Lalbagh',
    ratingSum: 57,
    ratingCount: 12,
    isAvailable: true,
  },
];

export interface CustomerSeed extends PersonSeed {
  gender: 1 | 2 | 3 | 4;
  dateOfBirth: string | null;
}

/** The demo customer first, then three more. */
export const CUSTOMERS: CustomerSeed[] = [
  { ...demoAccount('customer'), mobile: '+8801711000020', gender: 2, dateOfBirth: '1994-03-17' },
  {
    name: 'Arif Hossain',
    email: 'arif.hossain@haat.test',
    mobile: '+8801819000021',
    password: DEMO_SHARED_PASSWORD,
    gender: 1,
    dateOfBirth: '1988-11-02',
  },
  {
    name: 'Tahmina Begum',
    email: 'tahmina.begum@haat.test',
    mobile: '+8801912000022',
    password: DEMO_SHARED_PASSWORD,
    gender: 2,
    dateOfBirth: '1979-06-25',
  },
  {
    name: 'Sabbir Rahman',
    email: 'sabbir.rahman@haat.test',
    mobile: '+8801611000023',
    password: DEMO_SHARED_PASSWORD,
    gender: 1,
    dateOfBirth: null,
  },
];

function demoAccount(role: DemoAccount['role']): Omit<PersonSeed, 'mobile'> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  return { name: account.name, email: account.email, password: account.password };
}
