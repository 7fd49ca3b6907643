/** Shapes of the demo business, keyed by slug so the seed can upsert idempotently. Money in halalas. */
export type SeedBusiness = {
  nameEn: string;
  nameAr: string;
  taglineEn: string;
  taglineAr: string;
  vatNumber: string;
  /** E-invoicing (ADR 0048): the CR number and the Saudi national address as registered. */
  crNumber?: string;
  addressStreet?: string;
  addressBuildingNumber?: string;
  addressDistrict?: string;
  addressCity?: string;
  addressPostalCode?: string;
  timezone: string;
  currency: string;
  businessType: 'service_reservation' | 'food_ordering' | 'online_store';
  phone: string;
  email: string;
  whatsapp: string;
  addressEn: string;
  addressAr: string;
  /** Invite a friend (halalas): the friend's reward on their first booking, the inviter's on its completion. */
  referralFriendReward?: number;
  referralInviterReward?: number;
  /** The ways to pay it offers (ids of @hajz/contracts/payment-methods); the column's default when absent. */
  paymentMethods?: string[];
};

/** day 0 = Sunday; "HH:mm"; endAt <= startAt means the shift runs past midnight. */
export type SeedHours = { day: number; isActive: boolean; startAt: string; endAt: string };

export type SeedBranch = {
  slug: string;
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  cityEn: string;
  cityAr: string;
  phone: string;
  descriptionEn: string;
  descriptionAr: string;
  latitude: number;
  longitude: number;
  googleMapLink: string;
  image: string;
  sort: number;
  hours: SeedHours[];
};

export type SeedMenu = {
  slug: string;
  nameEn: string;
  nameAr: string;
  /** 'gift_card': the hidden menu of the gift card designs (never listed with the catalogue). */
  type: 'service' | 'product' | 'gift_card';
  /** Slug of the branch for a branch's custom menu. */
  branch?: string;
  sort: number;
};

export type SeedCategory = {
  slug: string;
  menu: string;
  /** Slug of the parent for a sub-category. */
  parent?: string;
  nameEn: string;
  nameAr: string;
  image: string;
  sort: number;
};

export type SeedProduct = {
  slug: string;
  type: 'service' | 'product' | 'gift_card';
  category: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  priceBeforeDiscount?: number;
  /** Minutes, services only. */
  duration?: number;
  image: string;
  innerImage: string;
  rating?: number;
  branches: string[] | 'all';
  sort: number;
  /** Minutes the resource stays busy after the service (services only); 0 when absent. */
  bufferMinutes?: number;
  /** Services: a deposit of this percent paid online when booked (issue 28); none when absent. */
  depositPercent?: number;
  /** Gift card designs: the amounts sold (halalas) and how many days a bought card is valid. */
  giftCard?: { amounts: number[]; validityDays: number };
};

export type SeedCustomer = {
  /** 9665XXXXXXXX */
  mobileNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  role?: string;
  /** Ticked "offers and news" at sign-up (ADR 0068): recorded as the sign-up's consent. */
  marketingMessages?: boolean;
};

/** A weekly shift of a resource: day 0 = Sunday, "HH:mm"; endAt <= startAt runs past midnight. */
export type SeedShift = { day: number; startAt: string; endAt: string };

export type SeedResource = {
  slug: string;
  branch: string;
  nameEn: string;
  nameAr: string;
  kind: 'staff' | 'room' | 'chair';
  /** Slugs of the services it performs (only those offered at its branch are linked). */
  services: string[];
  /** No shifts: follows the branch's hours. */
  shifts: SeedShift[];
};

/** A date with other hours than the week, for one branch or every branch; no hours means closed. */
export type SeedBranchException = {
  branches: string[] | 'all';
  date: string;
  hours?: { startAt: string; endAt: string };
  noteEn: string;
  noteAr: string;
};

export type SeedData = {
  customers: SeedCustomer[];
  business: SeedBusiness;
  branches: SeedBranch[];
  menus: SeedMenu[];
  categories: SeedCategory[];
  products: SeedProduct[];
  resources: SeedResource[];
  branchExceptions: SeedBranchException[];
};
