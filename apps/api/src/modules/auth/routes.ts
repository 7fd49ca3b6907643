import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  otpLength,
  otpRules,
  registerBody,
  registerResponse,
  sendOtpBody,
  sendOtpResponse,
  verifyOtpBody,
  verifyOtpResponse,
} from '@hajz/contracts/auth';
import { envelope } from '@hajz/contracts/envelope';
import { normalizeSaudiMobile, nationalPart } from '../../lib/phone.ts';
import { format } from '../../i18n/messages.ts';
import { created, ok } from '../../plugins/envelope.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { SmsProvider } from '../../integrations/sms/interface.ts';
import { loadBusiness } from '../settings/index.ts';
import { findUserByMobile, register, toAuthUser } from './users.ts';
import { claimAtSignUp } from '../referrals/index.ts';
import { staffAccessOf } from '../staff/index.ts';
import type { Db } from '../../db/client.ts';
import { createChallenge, discardChallenge, verifyChallenge } from './otp-service.ts';

export type AuthRouteOptions = {
  sms: SmsProvider;
  otpKey: Uint8Array;
  /** The demo's outbox is public: a staff number's code is then written to the server log (warn) instead. */
  demoOutbox?: boolean;
};

/** Does this number belong to a back-office account (an admin or a staff member)? */
async function isStaffNumber(db: Db, mobile: string): Promise<boolean> {
  const user = await findUserByMobile(db, mobile);
  return user !== undefined && (await staffAccessOf(db, user)) !== null;
}

const mobileOf = (body: { mobile_number: string; mobile_code: string }) => {
  const mobile = normalizeSaudiMobile(body.mobile_number, body.mobile_code);
  if (!mobile) throw new HttpError(422, 'errors.validation', { mobile_number: ['auth.invalid_mobile'] });
  return mobile;
};

/** Sign-in with a mobile number and a one-time code (spec §7 account/send-otp, verify-otp, user/register). */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { sms, otpKey, demoOutbox = false },
) => {
  const db = () => app.database.db;
  const limits = {
    perNumberPerHour: app.config.OTP_NUMBER_HOURLY_LIMIT,
    perIpPerHour: app.config.OTP_IP_HOURLY_LIMIT,
  };
  const burst = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.post(
    '/account/send-otp',
    {
      config: burst(10),
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code by SMS',
        body: sendOtpBody,
        response: { 200: envelope(sendOtpResponse) },
      },
    },
    async (request) => {
      const mobile = mobileOf(request.body);
      const challenge = await createChallenge(db(), otpKey, { mobile, ip: request.ip, limits });
      const business = await loadBusiness(db());
      const body = format(request.ctx.locale, 'sms.otp', {
        business: request.ctx.locale === 'ar' ? business.nameAr : business.nameEn,
        code: challenge.code,
        minutes: String(otpRules.ttlSeconds / 60),
      });
      // Straight to the SMS provider, not through the messenger (ADR 0056, amended 2026-11-28): the messenger would
      // keep the code in clear in messages.payload, and the customer is waiting on this request for it.
      try {
        await sms.send({ to: mobile, body, correlationId: `otp-${challenge.id}` });
      } catch (error) {
        request.log.error({ err: error }, 'sms send failed');
        await discardChallenge(db(), challenge.id);
        throw new HttpError(503, 'auth.sms_unavailable', undefined, { 'retry-after': '30' });
      }
      // The demo's back office (README "Signing in on the demo"): its codes reach whoever runs the server, not the
      // public outbox.
      if (demoOutbox && (await isStaffNumber(db(), mobile)))
        request.log.warn(`back-office sign-in code for ${mobile}: ${challenge.code}`);
      return ok(
        request,
        {
          mobile_number: nationalPart(mobile),
          mobile_code: request.body.mobile_code,
          expires_in: otpRules.ttlSeconds,
          resend_in: otpRules.resendCooldownSeconds,
          code_length: otpLength,
        },
        'auth.code_sent',
      );
    },
  );

  app.post(
    '/account/verify-otp',
    {
      config: burst(20),
      schema: {
        tags: ['auth'],
        summary: 'Check the code; a complete account gets a token',
        body: verifyOtpBody,
        response: { 200: envelope(verifyOtpResponse) },
      },
    },
    async (request) => {
      const mobile = mobileOf(request.body);
      await verifyChallenge(db(), otpKey, mobile, request.body.otp);
      const user = await findUserByMobile(db(), mobile);
      const base = { mobile_number: nationalPart(mobile), mobile_code: request.body.mobile_code };
      if (user?.isCompleted) {
        const token = await app.tokens.sign(user);
        return ok(
          request,
          { ...toAuthUser(user), ...base, is_completed: true, token, user: toAuthUser(user) },
          'auth.signed_in',
        );
      }
      return ok(request, { ...base, is_completed: false, token: null, user: null }, 'auth.code_verified');
    },
  );

  app.post(
    '/user/register',
    {
      config: { ...burst(10), openapi: { errors: [409] } },
      schema: {
        tags: ['auth'],
        summary: 'Complete the profile of a verified new number',
        body: registerBody,
        response: { 201: envelope(registerResponse) },
      },
    },
    async (request, reply) => {
      const mobile = mobileOf(request.body);
      const user = await register(db(), otpKey, mobile, request.body);
      const token = await app.tokens.sign(user);
      // A friend's code from a share link (ADR 0025): taken after the account exists, never failing the sign-up.
      const code = request.body.invitation_code;
      const invitation = code
        ? await claimAtSignUp(db(), user.id, code, request.ctx.locale, request.ip)
        : undefined;
      return created(request, reply, { token, user: toAuthUser(user), invitation }, 'auth.registered');
    },
  );
};

/**
 * The console providers' outbox, only while the console SMS provider is active (the demo's "where is my code?"): the
 * SMS and, beside them, the WhatsApp messages of the console channel (template, language, parameters, buttons with
 * their payloads; ADR 0056), latest first. Never a back-office account's messages: a public demo must not hand out
 * the owner (their codes are in the server log).
 */
const outboxMessage = z.object({
  channel: z.enum(['sms', 'whatsapp']),
  to: z.string(),
  body: z.string(),
  messageId: z.string(),
  sentAt: z.string(),
  /** WhatsApp: the template's name and language (null for SMS and a free-form WhatsApp answer). */
  template: z.string().nullable(),
  language: z.string().nullable(),
  parameters: z.array(z.string()),
  buttons: z.array(z.object({ title: z.string(), payload: z.string() })),
});
type OutboxMessage = z.infer<typeof outboxMessage>;
type SmsEntry = { to: string; body: string; messageId: string; sentAt: string };

export const devOutboxRoutes: FastifyPluginAsyncZod<{
  outbox: (to?: string) => SmsEntry[];
  whatsapp?: (to?: string) => Omit<OutboxMessage, 'channel'>[];
}> = async (app, { outbox, whatsapp }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the console SMS provider and WhatsApp channel "sent", latest first',
        // One number at a time: the outbox is a demo aid, not a list of everyone's codes.
        querystring: z.object({
          mobile_number: z.string().regex(/^\d{9,15}$/, { error: 'auth.invalid_mobile' }),
        }),
        response: {
          200: envelope(
            z.object({
              messages: z.array(outboxMessage),
            }),
          ),
        },
      },
    },
    async (request) => {
      const mobile = request.query.mobile_number;
      const staff = await isStaffNumber(app.database.db, mobile);
      if (staff) return ok(request, { messages: [] });
      const texts: OutboxMessage[] = outbox(mobile).map((m) => ({
        ...m,
        channel: 'sms',
        template: null,
        language: null,
        parameters: [],
        buttons: [],
      }));
      const chats: OutboxMessage[] = (whatsapp?.(mobile) ?? []).map((m) => ({ ...m, channel: 'whatsapp' }));
      // Newest first across both; the order within a channel is kept for messages of the same instant.
      const messages = [...texts, ...chats].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
      return ok(request, { messages });
    },
  );
};
