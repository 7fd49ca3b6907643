/**
 * Invite a friend through the HTTP API (issue 15, ADR 0025): the code made on first ask, sign-up carrying it, every
 * refusal, the friend's reward on the first booking, the inviter's on its completion, reversal on cancel, the
 * monthly cap, rewards of 0, expiry, and nobody seeing another customer's invitations.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, businessSettings, ledgerEntries, referralCodes, savedCards } from '../../db/schema.ts';
import { invalidateReads } from '../../lib/read-cache.ts';
import { checkout, holdService } from '../../test/orders.ts';
import { testCards, walk } from '../../test/payments-browser.ts';
import { accountOf, post } from '../ledger/ledger.ts';
import {
  arabicLetters,
  call,
  freshCode,
  mobiles,
  profileFields,
  registerUser,
  verifyOtp,
} from '../../test/call.ts';
import { createCustomers, createFixture, type Fixture } from '../../test/booking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireReferralRewards } from './expiry.ts';
import {
  book,
  claimCode,
  codeOf,
  completeOrders,
  referralOf,
  setRewards,
  walletOf,
  type Customer,
} from '../../test/referrals.ts';

let t: TestApp;
let fx: Fixture;
let pool: Customer[];
const nextNational = mobiles('57');
const customer = () => pool.shift()!;

beforeAll(async () => {
  t = await createTestApp();
  pool = await createCustomers(t, 40);
});
beforeEach(async () => {
  fx = await createFixture(t, { resources: 3, price: 20000 });
  await setRewards(t);
});
afterAll(() => t.close());

/** A new number through send, verify and register, carrying `code`. */
async function signUpWith(code: string, lang: 'en' | 'ar' = 'en') {
  const national = nextNational();
  const otp = await freshCode(t, national);
  expect((await verifyOtp(t, national, otp)).status).toBe(200);
  return registerUser(t, national, otp, { ...profileFields, invitation_code: code }, { lang });
}

describe('the invitation code', () => {
  it('is made on first ask, short and unambiguous, the same ever after; translated; signed in only', async () => {
    const c = customer();
    const en = await codeOf(t, c);
    expect(en.invitation_code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(en.content_page).toContain('25.00\u00a0SAR');
    expect(en.content_page).toContain('50.00\u00a0SAR');
    expect(en.share_url).toMatch(new RegExp(`/\\?invite=${en.invitation_code}$`));
    expect(en.image_page).toMatch(/\/img\/invite-friends\.svg$/);
    const ar = await codeOf(t, c, 'ar');
    expect(ar.invitation_code).toBe(en.invitation_code);
    expect(ar.content_page).toMatch(arabicLetters);
    expect(ar.share_url).toMatch(new RegExp(`/ar/\\?invite=${en.invitation_code}$`));
    expect((await call(t, 'GET', '/api/v1/settings/invite-friend')).status).toBe(401);
  });

  it('two first asks racing get one code', async () => {
    const c = customer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => codeOf(t, c)));
    expect(new Set(answers.map((a) => a.invitation_code)).size).toBe(1);
    const rows = await t.database.db.select().from(referralCodes).where(eq(referralCodes.userId, c.id));
    expect(rows).toHaveLength(1);
  });
});

describe('sign-up with a code', () => {
  it('records the friend as registered and says so', async () => {
    const inviter = customer();
    const { invitation_code: code } = await codeOf(t, inviter);
    const res = await signUpWith(code.toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.invitation).toEqual({ accepted: true, message: expect.any(String) });
    const row = await referralOf(t, res.body.data.user.id);
    expect(row).toMatchObject({ inviterId: inviter.id, code, status: 'registered', refusedReason: null });
  });

  it('an unknown code is ignored with a translated message; a malformed one is a 422', async () => {
    const res = await signUpWith('ZZZZ2222', 'ar');
    expect(res.status).toBe(201);
    expect(res.body.data.invitation.accepted).toBe(false);
    expect(res.body.data.invitation.message).toMatch(arabicLetters);
    expect(await referralOf(t, res.body.data.user.id)).toBeUndefined();
    const bad = await signUpWith('<b>');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.invitation_code[0]).toBe('An invitation code has 8 letters and digits');
  });
});

describe('refusals', () => {
  it('own code: refused, nothing written', async () => {
    const c = customer();
    const res = await claimCode(t, c, (await codeOf(t, c)).invitation_code);
    expect(res.status).toBe(422);
    expect(res.body.errors.invitation_code).toHaveLength(1);
    expect(await referralOf(t, c.id)).toBeUndefined();
  });

  it('the inviter’s saved card token: refused (same_card), recorded, never rewarded', async () => {
    const [inviter, friend] = [customer(), customer()];
    const card = { provider: 'sandbox', token: `tok-${inviter.id}`, brand: 'visa', last4: '4242' };
    await t.database.db.insert(savedCards).values([
      { ...card, userId: inviter.id },
      { ...card, userId: friend.id },
    ]);
    const res = await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code, 'en');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('This invitation cannot be used with the inviter’s own card');
    expect(await referralOf(t, friend.id)).toMatchObject({ status: 'refused', refusedReason: 'same_card' });
    await book(t, fx, friend);
    expect(await walletOf(t, friend.id)).toBe(0);
  });

  it('the inviter’s address (same place), even when saved after the code: refused at the first booking', async () => {
    const [inviter, friend] = [customer(), customer()];
    expect((await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code)).status).toBe(200);
    const place = { title: 'Home', latitude: 24.7136, longitude: 46.6753 };
    await t.database.db.insert(addresses).values([
      { ...place, userId: inviter.id, fullAddress: 'Olaya St 1' },
      { ...place, userId: friend.id, fullAddress: 'olaya street, building 1', latitude: 24.71361 },
    ]);
    await book(t, fx, friend);
    expect(await referralOf(t, friend.id)).toMatchObject({
      status: 'refused',
      refusedReason: 'same_address',
    });
    expect(await walletOf(t, friend.id)).toBe(0);
  });

  it('a code entered after a first order: refused (after_first_order); a second code: 409', async () => {
    const [inviter, other, friend] = [customer(), customer(), customer()];
    await book(t, fx, friend);
    const res = await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code, 'ar');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(arabicLetters);
    expect(await referralOf(t, friend.id)).toMatchObject({ refusedReason: 'after_first_order' });
    const again = await claimCode(t, friend, (await codeOf(t, other)).invitation_code);
    expect(again.status).toBe(409);
  });
});

describe('rewards', () => {
  it('the friend’s on the first booking, the inviter’s on its completion (with expiry), never twice', async () => {
    const [inviter, friend] = [customer(), customer()];
    await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code);
    const order = await book(t, fx, friend);
    expect(await walletOf(t, friend.id)).toBe(2500);
    expect(await walletOf(t, inviter.id)).toBe(0);
    expect(await referralOf(t, friend.id)).toMatchObject({ status: 'pending', friendOrderId: order.id });
    await book(t, fx, friend, '12:00'); // a second booking earns nothing more
    expect(await walletOf(t, friend.id)).toBe(2500);
    const now = new Date(Date.now() + 10 * 86_400_000);
    await completeOrders(t, friend.id, now);
    expect(await walletOf(t, inviter.id)).toBe(5000);
    const row = (await referralOf(t, friend.id))!;
    expect(row.status).toBe('earned');
    expect(row.expiresAt!.getTime() - row.creditedAt!.getTime()).toBe(90 * 86_400_000);
    const summary = await call(t, 'GET', '/api/v1/referrals', undefined, { token: inviter.token });
    expect(summary.body.data.totals).toMatchObject({ invited: 1, earned: 1, earned_amount: 5000 });
    expect(summary.body.data.referrals[0]).toMatchObject({ status: 'earned', friend_name: 'Test C.' });
    const wallet = await call(t, 'GET', '/api/v1/wallet', undefined, { token: inviter.token });
    expect(wallet.body.data.entries[0].reason_text).toBe('Reward for inviting a friend');
  });

  it('cancelled before completion: reversed, the friend’s reward taken back (what is left of it)', async () => {
    const [inviter, friend] = [customer(), customer()];
    await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code);
    const order = await book(t, fx, friend);
    // The friend spent 10.00 of it meanwhile: only the 15.00 left can come back, never below zero.
    await t.database.db.transaction(async (tx) =>
      post(tx, {
        accountId: await accountOf(tx, friend.id, 'wallet'),
        amount: -1000,
        reason: 'adjustment',
        idempotencyKey: 'spent',
      }),
    );
    const res = await call(t, 'GET', `/api/v1/orders/${order.id}/cancel`, undefined, { token: friend.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await walletOf(t, friend.id)).toBe(0);
    expect(await referralOf(t, friend.id)).toMatchObject({ status: 'reversed' });
    await completeOrders(t, friend.id);
    expect(await walletOf(t, inviter.id)).toBe(0);
  });

  it('a card booking refunded to the wallet: the refund lands, then the reward is taken back', async () => {
    await t.database.db.update(businessSettings).set({ refundToWallet: true });
    invalidateReads(t.database.db);
    const [inviter, friend] = [customer(), customer()];
    await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code);
    await holdService(t, fx, friend.token, '13:00');
    const res = await checkout(t, friend.token, 'card');
    const landing = await walk(t, res.body.data.payment.create_token_url.url, { card: testCards.success });
    expect(landing.query.get('status')).toBe('success');
    expect(await walletOf(t, friend.id)).toBe(2500);
    const order = res.body.data.order as { id: number };
    expect((await call(t, 'GET', `/api/v1/orders/${order.id}/cancel`, undefined, friend)).status).toBe(200);
    expect(await walletOf(t, friend.id)).toBe(20000);
    expect(await referralOf(t, friend.id)).toMatchObject({ status: 'reversed' });
  });

  it('the monthly cap: over it the referral is refused (cap), nothing credited', async () => {
    await setRewards(t, { cap: 1 });
    const [inviter, a, b] = [customer(), customer(), customer()];
    const { invitation_code: code } = await codeOf(t, inviter);
    for (const f of [a, b]) await claimCode(t, f, code);
    await book(t, fx, a, '10:00');
    await book(t, fx, b, '11:00');
    await Promise.all([completeOrders(t, a.id), completeOrders(t, b.id)]);
    expect(await walletOf(t, inviter.id)).toBe(5000);
    const statuses = [(await referralOf(t, a.id))!, (await referralOf(t, b.id))!].map((r) => r.status).sort();
    expect(statuses).toEqual(['earned', 'refused']);
  });

  it('rewards of 0: nothing credited, the referral still moves on', async () => {
    await setRewards(t, { friend: 0, inviter: 0 });
    const [inviter, friend] = [customer(), customer()];
    await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code);
    await book(t, fx, friend);
    await completeOrders(t, friend.id);
    expect(await referralOf(t, friend.id)).toMatchObject({ status: 'earned', inviterReward: 0 });
    expect(await walletOf(t, friend.id)).toBe(0);
    expect(await walletOf(t, inviter.id)).toBe(0);
  });

  it('an unspent inviter reward expires: what is left is debited once', async () => {
    const [inviter, friend] = [customer(), customer()];
    await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code);
    await book(t, fx, friend);
    await completeOrders(t, friend.id);
    const { expiresAt } = (await referralOf(t, friend.id))!;
    const after = new Date(expiresAt!.getTime() + 1000);
    await expireReferralRewards(t.database.db, new Date(expiresAt!.getTime() - 1000));
    expect(await walletOf(t, inviter.id)).toBe(5000);
    await expireReferralRewards(t.database.db, after);
    await expireReferralRewards(t.database.db, after);
    expect(await walletOf(t, inviter.id)).toBe(0);
    const wallet = await accountOf(t.database.db, inviter.id, 'wallet');
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, wallet));
    expect(entries.map((e) => e.reason)).toEqual(['referral_inviter', 'referral_expired']);
  });
});

it('nobody sees another customer’s invitations', async () => {
  const [inviter, friend, stranger] = [customer(), customer(), customer()];
  await claimCode(t, friend, (await codeOf(t, inviter)).invitation_code);
  const mine = await call(t, 'GET', '/api/v1/referrals', undefined, { token: inviter.token });
  expect(mine.body.data.referrals).toHaveLength(1);
  const theirs = await call(t, 'GET', '/api/v1/referrals', undefined, { token: stranger.token });
  expect(theirs.status).toBe(200);
  expect(theirs.body.data.totals.invited).toBe(0);
  expect(theirs.body.data.referrals).toEqual([]);
  // The inviter sees a first name and an initial, never the friend's number.
  expect(JSON.stringify(mine.body)).not.toMatch(/9665\d{8}/);
});
