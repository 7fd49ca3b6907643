import { useState, type FormEvent } from 'react';
import type { AdminPaymentMethod } from '@hajz/contracts/admin-money';
import { Button } from '~/components/ui/button';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { LoadFailed } from '~/admin-kit/load-failed';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { fetchPaymentMethods, savePaymentMethods } from '../api';

/**
 * The ways to pay the business offers (issue 27): a check box per method; those whose flow is not built yet are
 * shown, disabled. Saving at least one is the server's rule too (it answers a translated 422 otherwise).
 */
export function PaymentMethodsSection() {
  const { locale } = useLocale();
  const methods = useLoad(() => fetchPaymentMethods(locale), locale);
  return (
    <>
      <LoadFailed load={methods} />
      {methods.data && <PaymentMethodsForm methods={methods.data.methods} />}
    </>
  );
}

function PaymentMethodsForm({ methods: initial }: { methods: AdminPaymentMethod[] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [methods, setMethods] = useState(initial);
  const [offered, setOffered] = useState(() => new Set(initial.filter((m) => m.offered).map((m) => m.id)));
  const [said, setSaid] = useState<Said>(null);
  const [saving, setSaving] = useState(false);
  const toggle = (id: AdminPaymentMethod['id'], on: boolean) =>
    setOffered((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaid(null);
    setSaving(true);
    try {
      const { data, message } = await savePaymentMethods(locale, [...offered]);
      setMethods(data.methods);
      setOffered(new Set(data.methods.filter((m) => m.offered).map((m) => m.id)));
      setSaid({ kind: 'ok', text: message });
    } catch (error) {
      setSaid({ kind: 'error', text: error instanceof Error ? error.message : t('money:failed') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mb-5 rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="payment-methods-form"
    >
      <fieldset>
        <legend className="px-1 text-lg font-bold">{t('money:payment_methods.title')}</legend>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('money:payment_methods.hint')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {methods.map((m) => (
            <label
              key={m.id}
              className={`flex min-h-11 items-center gap-3 rounded-xl p-2 ring-1 ring-sand-200 dark:ring-slate-700 ${m.ready ? 'cursor-pointer' : 'opacity-70'}`}
            >
              <input
                type="checkbox"
                name="offered"
                value={m.id}
                checked={offered.has(m.id)}
                disabled={!m.ready || saving}
                onChange={(e) => toggle(m.id, e.target.checked)}
                className="size-4 accent-brand-700"
              />
              <PaymentMethodLogo id={m.id} logo={m.logo} />
              <span>
                <span className="block font-medium">{m.name}</span>
                {!m.ready && (
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {t('money:payment_methods.not_ready')}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <StatusLine said={said} />
      <Button type="submit" disabled={saving}>
        {t('money:payment_methods.save')}
      </Button>
    </form>
  );
}
