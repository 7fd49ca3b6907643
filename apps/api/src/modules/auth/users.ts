/**
 * Who signs in: a user found by their mobile number, as the sign-in answers carry them, and the registration that
 * completes an account once its number's code was verified. The profile they see is the account module's.
 */
import type { AuthUser, RegisterBody } from '@hajz/contracts/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { nationalPart } from '../../lib/phone.ts';
import { HttpError } from '../../plugins/errors.ts';
import { setMessagePreferences } from '../messaging/index.ts';
import { consumeVerifiedChallenge } from './otp-service.ts';

export type User = typeof users.$inferSelect;

export async function findUserByMobile(db: Db, mobile: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobileNumber, mobile), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export function toAuthUser(u: User): AuthUser {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    mobile_number: u.mobileNumber ? nationalPart(u.mobileNumber) : '',
    mobile_code: u.mobileCode,
    role: u.role,
  };
}

type Registration = Omit<RegisterBody, 'otp' | 'mobile_number' | 'mobile_code'> & { otp: string };

/** Creates (or completes) the account of a number whose code was just verified; one code, one registration. */
export async function register(db: Db, key: Uint8Array, mobile: string, body: Registration): Promise<User> {
  return db.transaction(async (tx) => {
    await consumeVerifiedChallenge(tx, key, mobile, body.otp);
    const existing = await findUserByMobile(tx, mobile);
    if (existing?.isCompleted) throw new HttpError(409, 'auth.already_registered');
    const values = {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email ?? null,
      gender: body.gender,
      dateOfBirth: body.date_of_birth,
      isCompleted: true,
      updatedAt: new Date(),
    };
    const [row] = existing
      ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
      : await tx
          .insert(users)
          .values({ ...values, mobileNumber: mobile })
          .returning();
    // Offers only with the box ticked (PDPL art. 25, ADR 0068), recorded as the sign-up's consent.
    if (String(body.marketing_messages) === '1') {
      await setMessagePreferences(tx, row!.id, { marketing: true }, 'signup');
      return { ...row!, marketingMessages: true };
    }
    return row!;
  });
}
