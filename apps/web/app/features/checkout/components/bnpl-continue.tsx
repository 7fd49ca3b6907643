import { Dialog } from 'radix-ui';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { InstalmentLine } from '~/components/payment/instalment-line';
import { PaymentMethodLogo } from '~/components/payment/payment-method-logo';
import { replaceDialog } from '~/lib/dialog-flow';
import type { DialogProps } from '~/lib/dialogs';
import { useTranslation } from '~/lib/use-translation';
import { OrderSummaryLines } from './order-summary-lines';
import { backToChoice, type ChoiceProps } from '../choice';
import { openPaymentWindow } from '~/lib/payment-window';

/**
 * Tabby / Tamara after POST orders (ADR 0060): the plan, then the provider's hosted checkout in the payment tab
 * (opened in the click, like a card's page), and the payment loading dialog. The payment selection dialog shows
 * this for a BNPL order.
 */
export function BnplContinue({
  order,
  choice,
  close,
}: DialogProps<{ order: CreateOrderResponse; choice?: ChoiceProps }>) {
  const { t } = useTranslation('checkout');
  const id = order.order.payment_method;
  const method = choice?.methods.find((m) => m.id === id);
  const name = method?.name ?? t(`names.${id}`);
  const payment = order.payment;
  const url = payment?.redirect_url ?? payment?.create_token_url.url ?? '';

  const go = () => {
    const popup = openPaymentWindow(url);
    replaceDialog('payment-loading', { order, url, popup, choice });
  };

  return (
    <div>
      <Dialog.Title className="flex items-center gap-3 pe-10 text-xl font-bold">
        <PaymentMethodLogo id={id} logo={method?.logo} />
        {t('bnpl.title', { method: name })}
      </Dialog.Title>
      <OrderSummaryLines order={order} />
      {method?.instalments && (
        <p className="mt-4 rounded-2xl bg-brand-50 p-4 font-medium text-brand-900 dark:bg-slate-800 dark:text-brand-100">
          <InstalmentLine method={method} instalments={method.instalments} />
        </p>
      )}
      <p className="mt-4 text-slate-700 dark:text-slate-200">{t('bnpl.intro', { method: name })}</p>
      <div className="mt-5 grid gap-3">
        <Button onClick={go} disabled={!url}>
          {t('bnpl.continue', { method: name })}
        </Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => backToChoice(choice, null, close)}>
            {t('bnpl.other')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('select.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
