/** A customer's account: their profile as they see it (who they are for signing in is auth/users.ts). */
import { and, eq, isNull } from 'drizzle-orm';
import { defaultProfileImage, fullName, type Gender, type Profile } from '@hajz/contracts/auth';
import type { Db } from '../../db/client.ts';
import { userImages, users } from '../../db/schema.ts';
import { toAuthUser, type User } from '../auth/index.ts';

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export const avatarUrl = (key: string) => `/api/v1/media/avatars/${key}`;

export async function toProfile(db: Db, u: User): Promise<Profile> {
  let image = defaultProfileImage;
  if (u.imageId !== null) {
    const [img] = await db
      .select({ key: userImages.key })
      .from(userImages)
      .where(eq(userImages.id, u.imageId));
    if (img) image = avatarUrl(img.key);
  }
  const names = { first_name: u.firstName, last_name: u.lastName };
  return {
    ...toAuthUser(u),
    full_name: fullName(names),
    email: u.email,
    email_verified: u.emailVerified ? 1 : 0,
    gender: (u.gender as Gender | null) ?? null,
    date_of_birth: u.dateOfBirth,
    image_profile: image,
    // Points and wallet come from the ledger (promo/gift card/points issue); nothing is held yet.
    number_of_points: 0,
    wallet: { balance: 0 },
    booking_reminders: u.bookingReminders ? 1 : 0,
    message_channel: u.messageChannel === 'sms' ? 'sms' : 'whatsapp',
    marketing_messages: u.marketingMessages ? 1 : 0,
  };
}
