import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, customType, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AirRates, FclRates, LclRates, ParcelRates, Surcharges, TransportMode, VanRates } from '../../domain/pricing';
import type { RequestStatus } from '../../domain/request-state';
import type { Locale } from '../../routes';
import type { Offer, ValidFreightSearchRequest } from '../../schemas/freight';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Bilingual display names shared by the reference tables. */
const names = {
  nameTr: text('name_tr').notNull(),
  nameEn: text('name_en').notNull(),
};

/** Key/value facts about the database itself (reference data version …). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 35 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nativeName: varchar('native_name', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('languages_code_lower_idx').on(sql`lower(${table.code})`)],
);

/** Every state change and admin action: who, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: varchar('actor_id', { length: 64 }),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: varchar('request_id', { length: 64 }),
    /** [E1] The API key the call was made with (lib/server/api-keys): every row a key's call writes carries it. */
    apiKeyId: integer('api_key_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_api_key_idx').on(table.apiKeyId, table.createdAt),
  ],
);

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  ...names,
});

/** The 81 provinces (il) of Türkiye, keyed by plate code. */
export const provinces = pgTable('provinces', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
});

/** Districts (ilçe) of each province. */
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('districts_province_name_idx').on(table.provinceId, table.name)],
);

export const ports = pgTable(
  'ports',
  {
    locode: varchar('locode', { length: 5 }).primaryKey(),
    name: text('name').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('ports_country_idx').on(table.countryCode)],
);

export const airports = pgTable(
  'airports',
  {
    iata: varchar('iata', { length: 3 }).primaryKey(),
    icao: varchar('icao', { length: 4 }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('airports_country_idx').on(table.countryCode)],
);

/** Small bilingual code lists (package types, document types, company types …), one table per list. */
function codeList(name: string) {
  return pgTable(name, {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    ...names,
    sortOrder: integer('sort_order').notNull().default(0),
  });
}

export const packageTypes = codeList('package_types');
export const transportTypes = codeList('transport_types');
export const documentTypes = codeList('document_types');
export const companyTypes = codeList('company_types');
export const companyScopes = codeList('company_scopes');
export const loadVolumes = codeList('load_volumes');
export const productCategories = codeList('product_categories');

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    code: varchar('code', { length: 32 }).notNull().unique(),
    ...names,
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_types_category_idx').on(table.categoryId)],
);

/** ISO container types with internal dimensions (mm) and payloads (kg) as data. */
export const containerTypes = pgTable('container_types', {
  code: varchar('code', { length: 8 }).primaryKey(),
  isoCode: varchar('iso_code', { length: 4 }).notNull(),
  ...names,
  internalLengthMm: integer('internal_length_mm').notNull(),
  internalWidthMm: integer('internal_width_mm').notNull(),
  internalHeightMm: integer('internal_height_mm').notNull(),
  capacityCbm: doublePrecision('capacity_cbm').notNull(),
  tareKg: integer('tare_kg').notNull(),
  maxPayloadKg: integer('max_payload_kg').notNull(),
  reefer: boolean('reefer').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Incoterms 2020; the four sea-and-inland-waterway-only rules are marked. */
export const incoterms = pgTable('incoterms', {
  code: varchar('code', { length: 3 }).primaryKey(),
  ...names,
  seaOnly: boolean('sea_only').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const currencies = pgTable('currencies', {
  code: varchar('code', { length: 3 }).primaryKey(),
  ...names,
  symbol: varchar('symbol', { length: 4 }).notNull(),
  minorUnits: smallint('minor_units').notNull(),
});

/** Customer companies (the company tier of the account area). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Invoice details ([M2] company tier): a company's VKN (10 digits) or, for an individual, a TCKN (11 digits). */
  taxOffice: text('tax_office'),
  taxNumber: varchar('tax_number', { length: 11 }),
  taxNumberKind: varchar('tax_number_kind', { length: 4 }).$type<'vkn' | 'tckn'>(),
  address: text('address'),
  provinceId: smallint('province_id').references(() => provinces.id),
  districtId: integer('district_id').references(() => districts.id),
  phone: varchar('phone', { length: 32 }),
  invoiceEmail: varchar('invoice_email', { length: 320 }),
  ...timestamps,
});

/**
 * The application's side of a user, keyed by the identity provider's object id: what the app owns
 * (roles, company, registration channel). Credentials and names live with the identity provider.
 */
export const users = pgTable(
  'users',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    email: varchar('email', { length: 320 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull().default(''),
    lastName: varchar('last_name', { length: 100 }).notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default(sql`'["Customer"]'::jsonb`),
    companyId: integer('company_id').references(() => companies.id),
    registrationChannel: varchar('registration_channel', { length: 32 }),
    isActive: boolean('is_active').notNull().default(true),
    phone: varchar('phone', { length: 32 }),
    /** The language of the user's emails (tr or en). */
    preferredLanguage: varchar('preferred_language', { length: 2 }).notNull().default('tr'),
    /** Which emails the user wants: request quoted, reservation created, payment received, reservation confirmed. */
    notificationPreferences: jsonb('notification_preferences').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('users_company_idx').on(table.companyId), index('users_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * [T1] A browser session (the `navlun_session` cookie): the cookie holds a random secret, the row its SHA-256,
 * so a stolen database copy opens no session. Signing out revokes the row (a cookie saved before it reads
 * nothing more); a deactivation revokes all of the user's rows. It ends with the access token it was started
 * with (`expires_at`), as the browser's own copy of that token does.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull().unique(),
    userId: varchar('user_id', { length: 64 })
      .notNull()
      .references(() => users.id),
    /** The token's email_verified at the sign-in: what needs a proven address reads it here. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** The browser, as its User-Agent named itself (the profile's list of sessions shows it). */
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * [E1] A company's API key (lib/server/api-keys): `nlk_<publicId>_<secret>`. The row keeps the public id (the key's
 * visible prefix, looked up on every call) and only the SHA-256 of the secret. A key acts for its company as a
 * Customer of it, through its creator's membership (checked on every call); revoked or past `expiresAt` it is
 * refused at once, on every instance (no cache).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 8 }).notNull().unique(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: varchar('created_by', { length: 64 })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: varchar('revoked_by', { length: 64 }),
  },
  (table) => [index('api_keys_company_idx').on(table.companyId, table.createdAt)],
);

/**
 * A carrier's published price for one lane and mode over a validity window (lib/domain/pricing.ts
 * `Tariff`). Money is integer minor units of `currency`; `rates` holds the mode's rate shape and
 * `surcharges` the carrier's extra charges for this tariff, in the same currency.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    /** 'T-000001' … */
    id: varchar('id', { length: 16 }).primaryKey(),
    mode: varchar('mode', { length: 8 }).$type<TransportMode>().notNull(),
    carrier: text('carrier').notNull(),
    /** UN/LOCODE (sea) or IATA code (air), upper case. */
    origin: varchar('origin', { length: 5 }).notNull(),
    destination: varchar('destination', { length: 5 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** First and last day the tariff may be booked for, both inclusive. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    transitDays: smallint('transit_days').notNull(),
    freeDays: smallint('free_days').notNull(),
    /** Weekdays (0 = Sunday … 6 = Saturday) with a cargo cut-off; empty means daily departures. */
    cutOffWeekdays: smallint('cut_off_weekdays').array().notNull().default(sql`'{}'::smallint[]`),
    rates: jsonb('rates').$type<LclRates | FclRates | AirRates | VanRates | ParcelRates>().notNull(),
    surcharges: jsonb('surcharges').$type<Surcharges>().notNull().default(sql`'{}'::jsonb`),
    /** Rows of the generated demo set (lib/server/db/seed/demo-tariffs.ts), which the seed replaces when it refreshes. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** The search: one lane and mode, valid on a day (valid_to >= day in the index, valid_from <= day filtered). */
    index('tariffs_lane_idx').on(table.origin, table.destination, table.mode, table.validTo),
    /** Nearest lanes: other lanes sharing the destination (sharing the origin uses the lane index's prefix). */
    index('tariffs_destination_idx').on(table.destination, table.validTo),
    /** Operations' list, newest first (lib/server/tariffs/list-tariffs.ts): a page is a walk of the index, not a sort of every tariff. */
    index('tariffs_listing_idx').on(table.createdAt.desc().nullsFirst(), table.validTo.desc().nullsFirst(), table.id),
    check('tariffs_mode_check', sql`${table.mode} in ('SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL')`),
    check('tariffs_validity_check', sql`${table.validFrom} <= ${table.validTo}`),
    check('tariffs_days_check', sql`${table.transitDays} > 0 and ${table.freeDays} >= 0`),
  ],
);

/**
 * The rate card of a warehouse the marketplace sells services of (the USA warehouse page): minor units
 * of `currency`, valid from a day; the latest valid card of a warehouse is used.
 */
export const warehouseRates = pgTable(
  'warehouse_rates',
  {
    id: serial('id').primaryKey(),
    /** WH-USNJ … */
    warehouseCode: varchar('warehouse_code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    /** The country the warehouse serves (ISO 3166-1 alpha-2). */
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    receivingPerPallet: integer('receiving_per_pallet').notNull(),
    storagePerPalletMonth: integer('storage_per_pallet_month').notNull(),
    fulfilmentPerOrder: integer('fulfilment_per_order').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('warehouse_rates_code_from_idx').on(table.warehouseCode, table.validFrom),
    check('warehouse_rates_positive_check', sql`${table.receivingPerPallet} >= 0 and ${table.storagePerPalletMonth} >= 0 and ${table.fulfilmentPerOrder} >= 0`),
  ],
);

/** Exchange rates: TRY per one unit of the currency on a day; the latest day of each currency is used. */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: varchar('currency', { length: 3 }).notNull(),
    rateToTry: numeric('rate_to_try', { precision: 18, scale: 6 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.date] }), check('fx_rates_positive_check', sql`${table.rateToTry} > 0`)],
);

/** The trucking price table: up to `up_to_km` kilometres costs `price` (TRY minor units); pre- (to the port) or on-carriage (from it). */
export const carriageBands = pgTable(
  'carriage_bands',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 3 }).$type<'pre' | 'on'>().notNull(),
    upToKm: integer('up_to_km').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [
    uniqueIndex('carriage_bands_kind_km_idx').on(table.kind, table.upToKm),
    check('carriage_bands_kind_check', sql`${table.kind} in ('pre', 'on')`),
    check('carriage_bands_positive_check', sql`${table.upToKm} > 0 and ${table.price} >= 0`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A customer's request (talep; `Demand` in the API paths), [M1]'s "request this offer" and [M2]'s request form. The search that
 * produced it is kept as validated; the status follows lib/domain/request-state.ts and every change
 * writes an audit row in the same transaction.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    /** RQ-2026-000042, set in the creating transaction. */
    reference: varchar('reference', { length: 20 }).unique(),
    userId: varchar('user_id', { length: 64 })
      .notNull()
      .references(() => users.id),
    /** The owner's company when it was created: what a company admin sees. */
    companyId: integer('company_id').references(() => companies.id),
    status: varchar('status', { length: 12 }).$type<RequestStatus>().notNull().default('submitted'),
    mode: varchar('mode', { length: 8 }).$type<TransportMode>().notNull(),
    origin: varchar('origin', { length: 5 }).notNull(),
    destination: varchar('destination', { length: 5 }).notNull(),
    readyDate: date('ready_date', { mode: 'string' }).notNull(),
    /** The service page it was asked from (lib/routes.ts ServiceKey: controlTower, warehouseServicesUsa …), if any. */
    service: varchar('service', { length: 32 }),
    /** The search as the server validated it (lib/schemas/freight.ts). */
    search: jsonb('search').$type<ValidFreightSearchRequest>().notNull(),
    /** The offer the customer approved (one of request_offers). */
    approvedOfferId: integer('approved_offer_id'),
    message: text('message').notNull().default(''),
    /** The language the customer last acted in on this request (its mails are written in it); null: the profile's. */
    locale: varchar('locale', { length: 2 }).$type<Locale>(),
    /** The client's key for this create: a retry with the same key returns the same request. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    ...timestamps,
  },
  (table) => [
    index('requests_user_created_idx').on(table.userId, table.createdAt),
    index('requests_company_created_idx').on(table.companyId, table.createdAt),
    index('requests_status_idx').on(table.status, table.updatedAt),
    uniqueIndex('requests_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    check('requests_status_check', sql`${table.status} in ('submitted', 'quoted', 'approved', 'converted', 'rejected', 'expired', 'cancelled')`),
  ],
);

/**
 * A priced offer on a request: the instant offer it was created from (priced again on the server) or
 * one an operator added. Money in minor units of `currency`; `offer` is the full breakdown as shown.
 */
export const requestOffers = pgTable(
  'request_offers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    source: varchar('source', { length: 8 }).$type<'instant' | 'operator'>().notNull(),
    tariffId: varchar('tariff_id', { length: 16 }),
    carrier: text('carrier').notNull(),
    transitDays: smallint('transit_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    offer: jsonb('offer').$type<Offer>().notNull(),
    /** An operator withdrew it (replaced by another). */
    withdrawn: boolean('withdrawn').notNull().default(false),
    /** The operator's quote of the same tariff that took its place: the customer sees that one only. */
    replacedByOfferId: integer('replaced_by_offer_id').references((): AnyPgColumn => requestOffers.id),
    createdBy: varchar('created_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_offers_request_idx').on(table.requestId), check('request_offers_source_check', sql`${table.source} in ('instant', 'operator')`)],
);

/**
 * A file a signed-in user uploaded (PDF, JPEG, PNG or XLSX, type sniffed from its bytes), attached to
 * a request when the request is created. Kept in the database so every app instance can serve it.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: varchar('owner_id', { length: 64 })
      .notNull()
      .references(() => users.id),
    requestId: integer('request_id').references(() => requests.id),
    /** A document of a reservation (bill of lading draft, packing list, a transfer receipt …). */
    reservationId: integer('reservation_id').references((): AnyPgColumn => reservations.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mediaType: varchar('media_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploaded_files_owner_idx').on(table.ownerId, table.createdAt),
    index('uploaded_files_request_idx').on(table.requestId),
    index('uploaded_files_reservation_idx').on(table.reservationId),
  ],
);

/** An invitation of a company admin to join the company (all-users): the emailed token's hash, the role given. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: varchar('email', { length: 320 }).notNull(),
    role: varchar('role', { length: 16 }).$type<'Customer' | 'CompanyAdmin'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: varchar('invited_by', { length: 64 }).references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_invitations_company_idx').on(table.companyId), index('company_invitations_email_idx').on(sql`lower(${table.email})`)],
);

/**
 * A booking made from an approved request ([M2]): one per request (the unique request_id is what makes a
 * double conversion impossible), the amount fixed from the approved offer, in minor units. Status follows
 * lib/domain/reservation-state.ts; every change is audited in the same transaction.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /** BK-2026-000042, set in the creating transaction. */
    reference: varchar('reference', { length: 20 }).unique(),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => requests.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => requestOffers.id),
    userId: varchar('user_id', { length: 64 })
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    status: varchar('status', { length: 20 }).notNull().default('awaitingPayment'),
    /** The language the customer last acted in on this reservation (its mails are written in it); null: the profile's. */
    locale: varchar('locale', { length: 2 }).$type<Locale>(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The reference a bank transfer carries (unique, with a check digit). */
    paymentReference: varchar('payment_reference', { length: 24 }).notNull().unique(),
    /** Shipper, consignee and notify party: name, address, contact. */
    parties: jsonb('parties').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    cargoDescription: text('cargo_description').notNull().default(''),
    /** The creating call's Idempotency-Key: a retry with it answers this reservation (unique per owner). */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('reservations_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('reservations_user_created_idx').on(table.userId, table.createdAt),
    index('reservations_company_created_idx').on(table.companyId, table.createdAt),
    index('reservations_status_idx').on(table.status, table.updatedAt),
    check('reservations_status_check', sql`${table.status} in ('awaitingPayment', 'paymentUnderReview', 'paid', 'confirmed', 'inTransit', 'delivered', 'cancelled')`),
    check('reservations_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * A payment attempt on a reservation: by card through a PaymentGateway (the sandbox by default; brand
 * and last four only, never the number) or by bank transfer with an uploaded receipt an operator
 * confirms. The idempotency key makes a retried attempt answer the first one's result.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    method: varchar('method', { length: 8 }).$type<'card' | 'transfer'>().notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerReference: varchar('provider_reference', { length: 64 }),
    cardBrand: varchar('card_brand', { length: 16 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    failureCode: varchar('failure_code', { length: 48 }),
    /** Why operations refused a transfer receipt, as they wrote it (shown to the customer). */
    rejectionReason: text('rejection_reason'),
    receiptFileId: uuid('receipt_file_id').references(() => uploadedFiles.id),
    confirmedBy: varchar('confirmed_by', { length: 64 }).references(() => users.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_reservation_idempotency_idx').on(table.reservationId, table.idempotencyKey),
    index('payments_status_idx').on(table.status, table.createdAt),
    check('payments_method_check', sql`${table.method} in ('card', 'transfer')`),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/** In-app notifications (the account area's list), written with the emails of the same events. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: varchar('user_id', { length: 64 })
      .notNull()
      .references(() => users.id),
    /** requestQuoted, reservationCreated, paymentReceived, reservationConfirmed … (translated by the interface). */
    kind: varchar('kind', { length: 32 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    /** A route key and query of lib/routes.ts the notification opens. */
    link: jsonb('link').$type<{ to: string; query?: Record<string, string> }>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    // [E1] The last ETA notice of a shipment's owner (lock-shipment.ts): read with every tracking change's lock.
    index('notifications_eta_notice_idx')
      .on(table.userId, sql`(${table.params} ->> 'reference')`, table.createdAt, table.id)
      .where(sql`${table.kind} = 'shipmentEtaChanged'`),
  ],
);

/**
 * The ship program ([M3]): one sailing of a carrier's service from a port of loading to a port of
 * discharge, with its cargo cut-off, ETD and ETA (instants) and an optional transshipment port. The demo
 * set (lib/server/db/seed/demo-voyages.ts) is regenerated as weeks pass; `demo` marks its rows.
 */
export const voyages = pgTable(
  'voyages',
  {
    id: serial('id').primaryKey(),
    carrier: text('carrier').notNull(),
    vessel: text('vessel').notNull(),
    /** The carrier's voyage number, e.g. 248W. */
    voyageNumber: varchar('voyage_number', { length: 12 }).notNull(),
    /** The carrier's service (loop) code, e.g. MED-USEC. */
    service: varchar('service', { length: 16 }).notNull(),
    /** UN/LOCODEs. */
    pol: varchar('pol', { length: 5 }).notNull(),
    pod: varchar('pod', { length: 5 }).notNull(),
    transshipment: varchar('transshipment', { length: 5 }),
    cutOffAt: timestamp('cut_off_at', { withTimezone: true }).notNull(),
    etd: timestamp('etd', { withTimezone: true }).notNull(),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
    transitDays: smallint('transit_days').notNull(),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('voyages_sailing_idx').on(table.carrier, table.voyageNumber, table.pol, table.pod),
    /** The schedule search: a port pair (or one end) by week. */
    index('voyages_lane_etd_idx').on(table.pol, table.pod, table.etd),
    index('voyages_pod_etd_idx').on(table.pod, table.etd),
    index('voyages_etd_idx').on(table.etd),
    check('voyages_times_check', sql`${table.cutOffAt} <= ${table.etd} and ${table.etd} < ${table.eta}`),
    check('voyages_transit_check', sql`${table.transitDays} > 0`),
  ],
);

/**
 * A shipment that can be tracked ([M3]): a confirmed reservation's cargo, or one booked outside the
 * marketplace (the demo set). Found by its booking reference, bill of lading, air waybill or one of its
 * containers. `plannedEta` is the ETA when booked, `eta` the current one (its moves are in
 * shipment_eta_changes). Owners (user, company) also see the parties and documents.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    /** Our booking reference, BK-2026-000042: the reservation's when there is one. */
    reference: varchar('reference', { length: 20 }).notNull().unique(),
    reservationId: integer('reservation_id')
      .unique()
      .references(() => reservations.id),
    userId: varchar('user_id', { length: 64 }).references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    mode: varchar('mode', { length: 8 }).$type<TransportMode>().notNull(),
    /** UN/LOCODE (sea, road) or IATA code (air, parcel). */
    origin: varchar('origin', { length: 5 }).notNull(),
    destination: varchar('destination', { length: 5 }).notNull(),
    carrier: text('carrier').notNull(),
    vessel: text('vessel'),
    voyageNumber: varchar('voyage_number', { length: 12 }),
    flightNumber: varchar('flight_number', { length: 8 }),
    billOfLading: varchar('bill_of_lading', { length: 16 }).unique(),
    /** 235-12345675 */
    airWaybill: varchar('air_waybill', { length: 12 }).unique(),
    /** Days the containers may stay at destination free of demurrage. */
    freeDays: smallint('free_days').notNull().default(0),
    plannedEta: timestamp('planned_eta', { withTimezone: true }).notNull(),
    eta: timestamp('eta', { withTimezone: true }).notNull(),
    /** The latest milestone or ETA change: "no update since …" is measured from here. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull().defaultNow(),
    parties: jsonb('parties').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    demo: boolean('demo').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('shipments_user_idx').on(table.userId, table.createdAt),
    index('shipments_company_idx').on(table.companyId, table.createdAt),
    check('shipments_mode_check', sql`${table.mode} in ('SEA_LCL', 'SEA_FCL', 'AIR', 'ROAD', 'PARCEL')`),
    check('shipments_free_days_check', sql`${table.freeDays} >= 0`),
  ],
);

/** The containers of a (sea) shipment. A container number is reused over the years: the latest shipment wins. */
export const shipmentContainers = pgTable(
  'shipment_containers',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** ISO 6346, 11 characters, check digit verified. */
    containerNumber: varchar('container_number', { length: 11 }).notNull(),
    /** 20DC, 40HC … (container_types.code). */
    containerType: varchar('container_type', { length: 4 }).notNull(),
    sealNumber: varchar('seal_number', { length: 20 }),
  },
  (table) => [
    uniqueIndex('shipment_containers_number_idx').on(table.containerNumber, table.shipmentId),
    index('shipment_containers_shipment_idx').on(table.shipmentId),
  ],
);

/**
 * One milestone of a shipment (lib/domain/tracking.ts milestoneCodes): planned and/or actual time and
 * place. Non-public milestones are shown to the owner and operations only.
 */
export const trackingMilestones = pgTable(
  'tracking_milestones',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 20 }).notNull(),
    /** UN/LOCODE or IATA code of where it happens. */
    location: varchar('location', { length: 5 }),
    plannedAt: timestamp('planned_at', { withTimezone: true }),
    actualAt: timestamp('actual_at', { withTimezone: true }),
    public: boolean('public').notNull().default(true),
    note: text('note'),
    /** [E1] Who set it last: operations by hand ('manual') or a carrier's DCSA event ('carrier'). */
    source: varchar('source', { length: 8 }).$type<'manual' | 'carrier'>().notNull().default('manual'),
    createdBy: varchar('created_by', { length: 64 }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_milestones_shipment_idx').on(table.shipmentId, table.plannedAt),
    check('tracking_milestones_source_check', sql`${table.source} in ('manual', 'carrier')`),
    check(
      'tracking_milestones_code_check',
      sql`${table.code} in ('booked', 'pickedUp', 'gateIn', 'loaded', 'departed', 'transshipment', 'arrived', 'discharged', 'customsCleared', 'outForDelivery', 'delivered')`,
    ),
    check('tracking_milestones_time_check', sql`${table.plannedAt} is not null or ${table.actualAt} is not null`),
  ],
);

/** Every move of a shipment's ETA, with the reason (lib/domain/tracking.ts etaChangeReasons) and an optional note. */
export const shipmentEtaChanges = pgTable(
  'shipment_eta_changes',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    previousEta: timestamp('previous_eta', { withTimezone: true }).notNull(),
    newEta: timestamp('new_eta', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    note: text('note'),
    createdBy: varchar('created_by', { length: 64 }).references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_eta_changes_shipment_idx').on(table.shipmentId, table.changedAt),
    check(
      'shipment_eta_changes_reason_check',
      sql`${table.reason} in ('weather', 'portCongestion', 'vesselDelay', 'missedConnection', 'customsInspection', 'equipmentShortage', 'strike', 'scheduleImproved', 'carrierUpdate', 'other')`,
    ),
  ],
);

/**
 * [E1] "Notify me" on the public tracking page: anyone with the number asks for email alerts on one
 * shipment (double opt-in). Pending until the emailed confirmation link (random token, stored as its
 * SHA-256, expiring) is followed; active then; unsubscribed by the one-click link every alert carries
 * (its token derives from `unsubscribeNonce` with the server secret and is looked up by its SHA-256).
 * One row per shipment and address (any case): a new request reuses it.
 */
export const trackingAlertSubscriptions = pgTable(
  'tracking_alert_subscriptions',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 320 }).notNull(),
    locale: varchar('locale', { length: 2 }).$type<Locale>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }).unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeNonce: varchar('unsubscribe_nonce', { length: 43 }).notNull(),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull().unique(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: varchar('consent_ip', { length: 64 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('tracking_alert_subscriptions_shipment_email_idx').on(table.shipmentId, sql`lower(${table.email})`),
    index('tracking_alert_subscriptions_email_idx').on(sql`lower(${table.email})`, table.status),
    index('tracking_alert_subscriptions_status_idx').on(table.status, table.shipmentId),
    check('tracking_alert_subscriptions_status_check', sql`${table.status} in ('pending', 'active', 'unsubscribed')`),
  ],
);

/**
 * One alert owed to one subscription for one shipment event (lib/domain/tracking-alerts.ts): written in
 * the transaction that records the event (or by the free-time sweep), mailed after it. The unique
 * (subscription, kind, event) makes each alert exist once however many instances or retries write it;
 * `claimedAt` marks the instance sending it, `sentAt` the sent mail.
 */
export const trackingAlertDeliveries = pgTable(
  'tracking_alert_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => trackingAlertSubscriptions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** What makes the event itself: eta:<change id>, arrived, delivered, freeTime:<end day>. */
    eventKey: varchar('event_key', { length: 64 }).notNull(),
    /** The public facts the mail states (ETAs, the milestone's time and place, the free-time end). */
    params: jsonb('params').$type<Record<string, string | null>>().notNull().default(sql`'{}'::jsonb`),
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracking_alert_deliveries_event_idx').on(table.subscriptionId, table.kind, table.eventKey),
    index('tracking_alert_deliveries_pending_idx').on(table.sentAt, table.createdAt),
    check('tracking_alert_deliveries_kind_check', sql`${table.kind} in ('etaChanged', 'arrived', 'delivered', 'freeTimeEnding')`),
  ],
);

/**
 * [M4] Everything editors publish, one row per piece in both languages (lib/domain/content.ts
 * `contentKinds`): blog posts, campaigns, FAQs, glossary terms, legal documents, customer references,
 * press releases, videos, help guides, service pages and single pages (about us, press kit).
 * Bodies are markdown, sanitized when rendered. `attributes` holds what only one kind has (a campaign's
 * validity, a legal document's version and effective date, a reference's company and quote, a video's
 * link), validated by the kind's zod schema (lib/schemas/content.ts). Visible to the public when
 * `status` is published and `publishAt` has come (scheduled publishing).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    slugTr: varchar('slug_tr', { length: 160 }).notNull(),
    slugEn: varchar('slug_en', { length: 160 }).notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    summaryTr: text('summary_tr').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyTr: text('body_tr').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** A kind's own grouping: a blog category, an FAQ section, a glossary letter is derived, not stored. */
    category: varchar('category', { length: 48 }),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    imageId: uuid('image_id').references((): AnyPgColumn => contentImages.id),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    authorName: varchar('author_name', { length: 120 }),
    revision: integer('revision').notNull().default(1),
    createdBy: varchar('created_by', { length: 64 }).references(() => users.id),
    updatedBy: varchar('updated_by', { length: 64 }).references(() => users.id),
    /** Seeded rows carry their seed key so the seed stays idempotent and never overwrites an editor's change. */
    seedKey: varchar('seed_key', { length: 80 }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_entries_slug_tr_idx').on(table.kind, table.slugTr),
    uniqueIndex('content_entries_slug_en_idx').on(table.kind, table.slugEn),
    uniqueIndex('content_entries_seed_key_idx').on(table.seedKey),
    index('content_entries_listing_idx').on(table.kind, table.status, table.publishAt),
    check('content_entries_status_check', sql`${table.status} in ('draft', 'published')`),
  ],
);

/** Every saved version of a content entry (the editor's revision history): the whole entry as it was. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    editedBy: varchar('edited_by', { length: 64 }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_revisions_entry_idx').on(table.contentId, table.revision)],
);

/** Images of content (covers, logos, inline pictures): sniffed, resized with sharp, served by id. */
export const contentImages = pgTable('content_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  mediaType: varchar('media_type', { length: 100 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  content: bytea('content').notNull(),
  createdBy: varchar('created_by', { length: 64 }).references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message sent through the contact form: stored as text, emailed to operations and acknowledged. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    company: varchar('company', { length: 160 }),
    email: varchar('email', { length: 320 }).notNull(),
    /** E.164. */
    phone: varchar('phone', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 32 }).notNull(),
    message: text('message').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: varchar('user_agent', { length: 400 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt), check('contact_messages_length_check', sql`char_length(${table.message}) <= 5000`)],
);

/**
 * A newsletter subscription with double opt-in: pending until the emailed signed link is followed.
 * `tokenNonce` is the current link's nonce (a followed or superseded link no longer matches); consent is
 * kept with its time and address; unsubscribing keeps the row so a later subscription is a resubscription.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 320 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    tokenNonce: varchar('token_nonce', { length: 64 }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentIp: varchar('consent_ip', { length: 64 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(sql`lower(${table.email})`),
    check('newsletter_subscriptions_status_check', sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * [M6] A chat conversation of the embedded Direct Line subset. `chatUserId` is what the client calls
 * itself (the signed-in user's id or a random browser-session id); `userId` is set only when the token
 * was issued to a verified signed-in user. Idle conversations expire (lib/domain/chat.ts).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    chatUserId: varchar('chat_user_id', { length: 64 }).notNull(),
    userId: varchar('user_id', { length: 64 }).references(() => users.id),
    locale: varchar('locale', { length: 5 }).notNull().default('tr-TR'),
    activityCount: integer('activity_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_conversations_last_activity_idx').on(table.lastActivityAt), index('chat_conversations_user_idx').on(table.userId)],
);

/** One activity of a conversation (the user's messages and events, the assistant's answers), in order. */
export const chatActivities = pgTable(
  'chat_activities',
  {
    conversationId: varchar('conversation_id', { length: 64 })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** The position in the conversation, from 1; the poll's watermark. */
    seq: integer('seq').notNull(),
    type: varchar('type', { length: 24 }).notNull(),
    fromRole: varchar('from_role', { length: 8 }).notNull(),
    text: text('text'),
    /** The whole Direct Line activity as sent to clients. */
    activity: jsonb('activity').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.seq] }), check('chat_activities_role_check', sql`${table.fromRole} in ('user', 'bot')`)],
);

/**
 * [M5] A tariff CSV import: checked first (dry run, the report line by line), imported only when the
 * report is clean and an operator confirms. The file is kept until then; progress is counted as rows land.
 */
export const tariffImports = pgTable('tariff_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  encoding: varchar('encoding', { length: 16 }).notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  validRows: integer('valid_rows').notNull().default(0),
  importedRows: integer('imported_rows').notNull().default(0),
  /** The dry run's findings: at most the first 1,000 bad lines, each with its line number and error keys. */
  report: jsonb('report').$type<{ line: number; errors: { field: string; code: string }[] }[]>().notNull().default(sql`'[]'::jsonb`),
  content: bytea('content'),
  createdBy: varchar('created_by', { length: 64 }).references(() => users.id),
  ...timestamps,
});

/**
 * [E1] A carrier that pushes DCSA Track & Trace events (POST /api/CarrierEvents), managed by the Admin: the Standard
 * Webhooks secret its deliveries are signed with (whsec_ + base64), and during a rotation the previous one until
 * `previous_secret_until`. Kept readable: verifying an HMAC needs the secret itself.
 */
export const carrierCredentials = pgTable('carrier_credentials', {
  id: serial('id').primaryKey(),
  /** The carrier's name as its shipments carry it (shipments.carrier): its events match only its shipments. */
  carrier: text('carrier').notNull().unique(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdBy: varchar('created_by', { length: 64 }).references(() => users.id),
  ...timestamps,
});

/**
 * [E1] Every carrier event received, once by its DCSA eventID (a replay changes nothing): what it did to which
 * shipment ('applied'), 'unmatched' (no shipment of that carrier has the equipment or document; kept for operations),
 * 'ignored' (an event with no milestone of ours) or 'superseded' (an older event than one already applied); an
 * unmatched one becomes one of those when operations match it again, or 'dismissed' when they leave it.
 */
export const carrierEvents = pgTable(
  'carrier_events',
  {
    eventId: uuid('event_id').primaryKey(),
    credentialId: integer('credential_id')
      .notNull()
      .references(() => carrierCredentials.id),
    eventType: varchar('event_type', { length: 10 }).notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).$type<'applied' | 'unmatched' | 'ignored' | 'superseded' | 'dismissed'>().notNull(),
    /** The reference it was matched by, or looked up under when unmatched: the equipment, or a booking or document number. */
    matchedBy: varchar('matched_by', { length: 100 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** [E1] An unmatched event operations looked at and left ('dismissed'): who, when, and why if they said. */
    dismissedBy: varchar('dismissed_by', { length: 64 }).references(() => users.id),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissNote: varchar('dismiss_note', { length: 500 }),
  },
  (table) => [
    index('carrier_events_status_idx').on(table.status, table.receivedAt),
    index('carrier_events_shipment_idx').on(table.shipmentId),
    check('carrier_events_status_check', sql`${table.status} in ('applied', 'unmatched', 'ignored', 'superseded', 'dismissed')`),
  ],
);

/** [E1] The newest carrier event applied to each thing a shipment has (a milestone's actual or planned time, its ETA): an older event arriving late does not overwrite it. */
export const carrierEventEffects = pgTable(
  'carrier_event_effects',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    effectKey: varchar('effect_key', { length: 40 }).notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    eventId: uuid('event_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shipmentId, table.effectKey] })],
);

/**
 * [E1] A company's webhook endpoint: where the events it subscribed to are POSTed, signed as Standard Webhooks
 * describes with `secret` (whsec_ + base64; readable, since signing needs it) and, during a rotation, also with
 * `previous_secret` until `previous_secret_until`. Off ('disabled') when its company turns it off or after 24 hours
 * of failed deliveries. `lease_until` is the delivery worker's claim: one instance sends its events, in order.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    status: varchar('status', { length: 10 }).$type<'active' | 'disabled'>().notNull().default('active'),
    disabledReason: varchar('disabled_reason', { length: 10 }).$type<'manual' | 'failing'>(),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * The key of the worker holding the lease, when it proves it is alive by a session-level advisory lock
     * (deliver-webhooks.ts): the lease ends with that lock, at once, when the worker's process or session dies.
     */
    leaseHolder: integer('lease_holder'),
    createdBy: varchar('created_by', { length: 64 })
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (table) => [
    index('webhook_endpoints_company_idx').on(table.companyId, table.createdAt),
    check('webhook_endpoints_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** [E1] The outbox: one row per event, written in the transaction of the change it reports; `id` is the `webhook-id` header. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: varchar('type', { length: 40 }).notNull(),
    /** The body every delivery sends: { type, timestamp, version, data }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_company_idx').on(table.companyId, table.createdAt)],
);

/** [E1] An event for one endpoint: pending until the receiver answers 2xx, failed once retried for 24 hours (redelivered by hand). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: varchar('event_id', { length: 40 })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(table.eventId, table.endpointId),
    // The worker's question: each endpoint's oldest pending delivery.
    index('webhook_deliveries_pending_idx').on(table.endpointId, table.id).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_log_idx').on(table.endpointId, table.createdAt),
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** [E1] Every try of a delivery, for the log: the answer's status and first kilobyte, or the error without an answer. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: smallint('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    response: varchar('response', { length: 1024 }),
    error: varchar('error', { length: 200 }),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);
