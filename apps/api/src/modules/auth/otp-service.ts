import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { otpRules } from '@hajz/contracts/auth';
import type { Db } from '../../db/client.ts';
import { otpChallenges } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { codeMatches, generateCode, hashCode } from './otp-code.ts';

export type OtpLimits = { perNumberPerHour: number; perIpPerHour: number };

const hourMs = 60 * 60 * 1000;
const tooMany = (
  key: 'auth.cooldown' | 'auth.too_many_sends' | 'auth.too_many_requests',
  retryAfterMs: number,
) =>
  new HttpError(429, key, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

/** Serialises work on one key across requests and replicas (a transaction-scoped advisory lock). */
const lock = (tx: Db, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Creates a challenge for `mobile` after the cooldown and the hourly caps per number and per IP.
 * Nothing here looks at accounts, so the answer is the same for known and unknown numbers.
 */
export async function createChallenge(
  db: Db,
  key: Uint8Array,
  input: { mobile: string; ip: string; limits: OtpLimits; now?: Date },
) {
  const now = input.now ?? new Date();
  const hourAgo = new Date(now.getTime() - hourMs);
  return db.transaction(async (tx) => {
    await lock(tx, `otp-ip:${input.ip}`);
    await lock(tx, `otp:${input.mobile}`);
    const recent = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobileNumber, input.mobile), gt(otpChallenges.createdAt, hourAgo)))
      .orderBy(desc(otpChallenges.createdAt));
    const last = recent[0];
    const cooldownMs = otpRules.resendCooldownSeconds * 1000;
    if (last && now.getTime() - last.createdAt.getTime() < cooldownMs) {
      throw tooMany('auth.cooldown', cooldownMs - (now.getTime() - last.createdAt.getTime()));
    }
    if (recent.length >= input.limits.perNumberPerHour) {
      const oldest = recent[input.limits.perNumberPerHour - 1]!;
      throw tooMany('auth.too_many_sends', oldest.createdAt.getTime() + hourMs - now.getTime());
    }
    // The IP is at its cap while its limit-th newest code of the hour exists; it may ask again when that
    // one is an hour old (Retry-After says when, as for the per-number cap).
    const [capping] = await tx
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.ip, input.ip), gt(otpChallenges.createdAt, hourAgo)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1)
      .offset(input.limits.perIpPerHour - 1);
    if (capping)
      throw tooMany('auth.too_many_requests', capping.createdAt.getTime() + hourMs - now.getTime());

    // Challenges older than a day serve no rule any more (caps look back an hour, registration 10 minutes).
    await tx.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(now.getTime() - 24 * hourMs)));

    const code = generateCode();
    const [challenge] = await tx
      .insert(otpChallenges)
      .values({
        mobileNumber: input.mobile,
        codeHash: hashCode(key, input.mobile, code),
        ip: input.ip,
        expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
        createdAt: now,
      })
      .returning({ id: otpChallenges.id });
    return { id: challenge!.id, code };
  });
}

/** An SMS that could not be sent must not hold the number in its cooldown. */
export const discardChallenge = (db: Db, id: number) =>
  db.delete(otpChallenges).where(eq(otpChallenges.id, id));

const invalidCode = () => new HttpError(422, 'auth.invalid_code', { otp: ['auth.invalid_code'] });

/**
 * Checks a code against the number's latest open challenge. Every try counts first (atomically), so the
 * 6th try is refused even with the right code; a right code verifies the challenge exactly once.
 */
export async function verifyChallenge(
  db: Db,
  key: Uint8Array,
  mobile: string,
  code: string,
  now = new Date(),
) {
  // Only the latest code counts: sending a new one retires the older ones.
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.mobileNumber, mobile))
    .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
    .limit(1);
  if (!challenge || challenge.verifiedAt) throw invalidCode();
  if (challenge.expiresAt <= now)
    throw new HttpError(422, 'auth.code_expired', { otp: ['auth.code_expired'] });
  const [counted] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.verifiedAt),
        sql`${otpChallenges.attempts} < ${otpRules.maxAttempts}`,
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  if (!counted) {
    // The way on is a new code: Retry-After says when one may be asked for (the rest of the resend cooldown).
    const wait = challenge.createdAt.getTime() + otpRules.resendCooldownSeconds * 1000 - now.getTime();
    throw new HttpError(
      429,
      'auth.too_many_attempts',
      { otp: ['auth.too_many_attempts'] },
      {
        'retry-after': String(Math.max(1, Math.ceil(wait / 1000))),
      },
    );
  }
  if (!codeMatches(key, challenge.codeHash, mobile, code)) throw invalidCode();
  const [won] = await db
    .update(otpChallenges)
    .set({ verifiedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.verifiedAt)))
    .returning({ id: otpChallenges.id });
  if (!won) throw invalidCode();
  return won;
}

/**
 * Registration takes a code that was verified for this number in the last 10 minutes, once.
 * Runs inside the caller's transaction so the account and the consumption commit together.
 */
export async function consumeVerifiedChallenge(
  tx: Db,
  key: Uint8Array,
  mobile: string,
  code: string,
  now = new Date(),
) {
  await lock(tx, `otp:${mobile}`);
  const since = new Date(now.getTime() - otpRules.registerWithinSeconds * 1000);
  const [challenge] = await tx
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.mobileNumber, mobile),
        gt(otpChallenges.verifiedAt, since),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .orderBy(desc(otpChallenges.verifiedAt))
    .limit(1);
  if (!challenge || !codeMatches(key, challenge.codeHash, mobile, code)) {
    throw new HttpError(422, 'auth.code_not_verified', { otp: ['auth.code_not_verified'] });
  }
  await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
}
