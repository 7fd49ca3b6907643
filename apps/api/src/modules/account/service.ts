import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdateFields } from '@hajz/contracts/auth';
import type { Db } from '../../db/client.ts';
import { setMessagePreferences } from '../messaging/index.ts';
import {
  addresses,
  cardSetups,
  otpChallenges,
  pushSubscriptions,
  referralCodes,
  savedCards,
  supportTickets,
  userImages,
  users,
} from '../../db/schema.ts';

export type ProfileUpdate = z.infer<typeof profileUpdateFields>;

/** Applies only the fields given (the caller already dropped empty ones); a new image replaces the old one. */
export async function updateProfile(
  db: Db,
  userId: number,
  fields: ProfileUpdate,
  image?: { key: string; contentType: string; data: Buffer },
): Promise<void> {
  await db.transaction(async (tx) => {
    const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (fields.first_name !== undefined) set.firstName = fields.first_name;
    if (fields.last_name !== undefined) set.lastName = fields.last_name;
    if (fields.email !== undefined) {
      set.email = fields.email;
      set.emailVerified = sql`${users.emailVerified} and ${users.email} = ${fields.email}` as never;
    }
    if (fields.gender !== undefined) set.gender = fields.gender;
    if (fields.date_of_birth !== undefined) set.dateOfBirth = fields.date_of_birth;
    if (fields.booking_reminders !== undefined) set.bookingReminders = fields.booking_reminders === '1';
    if (image) {
      const [row] = await tx
        .insert(userImages)
        .values({ userId, ...image })
        .returning({ id: userImages.id });
      set.imageId = row!.id;
      await tx.delete(userImages).where(and(eq(userImages.userId, userId), ne(userImages.id, row!.id)));
    }
    await tx.update(users).set(set).where(eq(users.id, userId));
  });
  // The channel and marketing choices are recorded as consents with their source (ADR 0056).
  if (fields.message_channel !== undefined || fields.marketing_messages !== undefined)
    await setMessagePreferences(db, userId, {
      channel: fields.message_channel,
      marketing: fields.marketing_messages === undefined ? undefined : fields.marketing_messages === '1',
    });
}

/**
 * Erases personal data and releases the number; the row (and later its orders) stays for accounting.
 * Bumping the token version revokes every token at once.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userImages).where(eq(userImages.userId, userId));
    // Saved cards (provider token, holder, last 4, expiry) go with the person (ADR 0006, issue 18 D8).
    await tx.delete(savedCards).where(eq(savedCards.userId, userId));
    // Card-setup rows (which card frame the person opened) and their own invitation code go too; the invitations
    // already taken (`referrals`) stay, as they carry ledger credits.
    await tx.delete(cardSetups).where(eq(cardSetups.userId, userId));
    await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    // Support tickets are the person's own words and pictures: they go too (their messages and pictures cascade).
    await tx.delete(supportTickets).where(eq(supportTickets.userId, userId));
    const [user] = await tx.select({ mobile: users.mobileNumber }).from(users).where(eq(users.id, userId));
    if (user?.mobile) await tx.delete(otpChallenges).where(eq(otpChallenges.mobileNumber, user.mobile));
    await tx
      .update(users)
      .set({
        mobileNumber: null,
        firstName: '',
        lastName: '',
        email: null,
        emailVerified: false,
        gender: null,
        dateOfBirth: null,
        imageId: null,
        isCompleted: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
