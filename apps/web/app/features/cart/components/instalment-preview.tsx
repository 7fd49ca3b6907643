import type { Cart } from '@hajz/contracts/cart';
import { InstalmentLine } from '~/components/payment/instalment-line';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import { useTranslation } from '~/lib/use-translation';

/**
 * The instalment preview Tabby and Tamara require beside the total (issue 27 item 5, ADR 0060): one line per
 * offered BNPL method this total fits ("or 4 interest-free payments of 62.50 SAR with Tabby"). The cart's answer
 * carries `instalments` only for those, so a method the business does not offer or whose limits the total misses
 * shows nothing here (its reason is in the list of ways to pay).
 */
export function InstalmentPreview({ methods }: { methods: Cart['payment_methods'] }) {
  const { t } = useTranslation('checkout');
  const offers = methods.filter((m) => m.available && m.instalments);
  if (offers.length === 0) return null;
  return (
    <section
      aria-label={t('instalments.title')}
      className="mt-4 grid gap-2 rounded-2xl bg-sand-50 p-3 text-sm dark:bg-slate-800"
      data-testid="instalment-preview"
    >
      {offers.map((method) => (
        <p key={method.id} className="flex items-center gap-2">
          <PaymentMethodLogo id={method.id} logo={method.logo} />
          <InstalmentLine method={method} instalments={method.instalments!} className="min-w-0" />
        </p>
      ))}
    </section>
  );
}
