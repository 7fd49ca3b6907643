/**
 * The ways to pay the business offers (issue 27, ADR 0052), in the owner's money settings. A method turned off
 * disappears from every cart at once (the staff write drops the read cache) and POST orders refuses it; a method
 * whose flow is not built yet cannot be turned on.
 */
import type { AdminPaymentMethod, paymentMethodsBody } from '@hajz/contracts/admin-money';
import type { Locale } from '@hajz/contracts/locale';
import { paymentLogo } from '@hajz/contracts/payment-methods';
import type { StaffAccess } from '@hajz/contracts/staff';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema.ts';
import { translate } from '../../i18n/messages.ts';
import { HttpError } from '../../plugins/errors.ts';
import { allMethods } from '../payments/index.ts';
import { auditedWrite } from './write.ts';

const methodsOf = (offered: readonly string[], locale: Locale): AdminPaymentMethod[] =>
  allMethods().map((h) => ({
    id: h.id,
    name: translate(locale, `payment.${h.id}`),
    logo: paymentLogo(h.id),
    offered: h.ready && offered.includes(h.id),
    ready: h.ready,
  }));

async function offeredNow(db: Db, lock: boolean): Promise<string[]> {
  const query = db
    .select({ methods: businessSettings.paymentMethods })
    .from(businessSettings)
    .where(eq(businessSettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('business_settings is empty: run the seed');
  return row.methods;
}

export async function readPaymentMethods(db: Db, locale: Locale) {
  return methodsOf(await offeredNow(db, false), locale);
}

export async function updatePaymentMethods(
  db: Db,
  access: StaffAccess,
  body: z.output<typeof paymentMethodsBody>,
  locale: Locale,
) {
  const ready = new Set(
    allMethods()
      .filter((h) => h.ready)
      .map((h) => h.id),
  );
  if (body.offered.some((id) => !ready.has(id))) {
    throw new HttpError(422, 'money.payment_methods', { offered: ['money.payment_methods'] });
  }
  // Kept in the registry's order, each once.
  const offered = allMethods()
    .map((h) => h.id)
    .filter((id) => body.offered.includes(id));
  const methods = await auditedWrite(db, access, {
    action: 'settings.payment_methods',
    entity: 'business_settings',
    entityId: 1,
    before: async (tx) => offeredNow(tx, true),
    write: async (tx) => {
      await tx.update(businessSettings).set({ paymentMethods: offered }).where(eq(businessSettings.id, 1));
      return offered;
    },
  });
  return methodsOf(methods, locale);
}
