import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Binary data (an uploaded picture's re-encoded bytes). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Customers (and staff with a role). A deleted account keeps its row for accounting, with personal data
 * erased and the mobile number released (null), so the number can sign up again.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** 9665XXXXXXXX: country code and national number, digits only. */
    mobileNumber: text('mobile_number'),
    mobileCode: text('mobile_code').notNull().default('966'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Id of the current image in user_images; null shows the default image. */
    imageId: integer('image_id'),
    role: text('role').notNull().default('customer'),
    /** Bumped to revoke every token issued before (logout everywhere, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    /** Booking reminders by SMS and in the app (the customer turns them off on the profile page). */
    bookingReminders: boolean('booking_reminders').notNull().default(true),
    /** Where booking messages go (ADR 0056): WhatsApp first where the business has it, or SMS only. */
    messageChannel: text('message_channel').notNull().default('whatsapp'),
    /**
     * Marketing messages, only with the customer's prior consent (PDPL art. 25, ADR 0068): off until they tick it at
     * sign-up or in the profile, or text START; off again after a STOP (messaging_consents says when and where).
     */
    marketingMessages: boolean('marketing_messages').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_mobile_number_unique').on(t.mobileNumber),
    check('users_message_channel', sql`${t.messageChannel} in ('whatsapp', 'sms')`),
    check('users_gender', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female')`),
  ],
);

/** Profile pictures, re-encoded by us (never the uploaded bytes), served from the database to every replica. */
export const userImages = pgTable('user_images', {
  id: serial('id').primaryKey(),
  /** Random, unguessable: the image URL is not enumerable. */
  key: text('key').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time code challenges. The code is stored as an HMAC (keyed by a server secret), never in clear.
 * A challenge verifies once; a verified challenge of a new number may register once within 10 minutes.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_challenges_mobile_created_idx').on(t.mobileNumber, t.createdAt),
    index('otp_challenges_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Sessions ended by a plain logout (issue 18): the token's id until the token would have expired anyway. Logout
 * everywhere and deletion bump `users.token_version` instead.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires').on(t.expiresAt)],
);
