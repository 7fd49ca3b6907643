/** Each customer's own invitation code, made on first ask (ADR 0025). */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { invitationCodeAlphabet, invitationCodeLength } from '@hajz/contracts/referrals';
import type { Db } from '../../db/client.ts';
import { referralCodes } from '../../db/schema.ts';

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < invitationCodeLength; i++)
    code += invitationCodeAlphabet[randomInt(invitationCodeAlphabet.length)];
  return code;
}

/**
 * The user's code, created if they have none. `on conflict do nothing` covers both keys: two first asks racing
 * (the user's primary key: the loser reads the winner's code) and a code already taken by someone else (31^8
 * codes make that rare; then we draw again).
 */
export async function codeOf(db: Db, userId: number, draw: () => string = randomCode): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    await db.insert(referralCodes).values({ userId, code: draw() }).onConflictDoNothing();
  }
  throw new Error(`no free invitation code for user ${userId}`);
}

export async function ownerOf(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId ?? null;
}
