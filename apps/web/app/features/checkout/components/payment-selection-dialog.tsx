import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { OrderSummaryLines } from './order-summary-lines';
import type { CreateOrderResponse, SavedCard } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { replaceDialog } from '~/lib/dialog-flow';
import { openDialog, type DialogProps } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { deleteSavedCard } from '../api';
import { cardLabel } from '../format';
import { openPaymentWindow, paymentUrl } from '~/lib/payment-window';
import { useSavedCards } from '../use-saved-cards';
import { SavedCardsList } from './saved-cards-list';
import { isBnplMethod } from '@hajz/contracts/payment-methods';
import type { ChoiceProps } from '../choice';
import { BnplContinue } from './bnpl-continue';

/**
 * Spec §2 payment selection for a created online order: a saved card, a new card, or add a card first; for Tabby
 * and Tamara, on to the provider's checkout (ADR 0060). Choosing opens the payment tab right in the click (later
 * it would be blocked), then the payment loading dialog. Registered as 'payment-selection'; "Try again" from the
 * loading dialog comes back here with the same order.
 */
export default function PaymentSelectionDialog(
  props: DialogProps<{ order: CreateOrderResponse; choice?: ChoiceProps }>,
) {
  return isBnplMethod(props.order.order.payment_method) ? (
    <BnplContinue {...props} />
  ) : (
    <CardSelection {...props} />
  );
}

function CardSelection({
  order,
  choice,
  close,
}: DialogProps<{ order: CreateOrderResponse; choice?: ChoiceProps }>) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const saved = useSavedCards(locale, order.saved_cards);
  const [error, setError] = useState<string | null>(null);
  const payment = order.payment;

  const pay = (card?: SavedCard) => {
    const base = payment?.create_token_url.url;
    if (!base) {
      console.error('Payment URL not available');
      setError(t('select.url_missing'));
      return;
    }
    const url = paymentUrl(base, card?.id);
    const popup = openPaymentWindow(url);
    replaceDialog('payment-loading', { order, url, popup, choice });
  };

  const confirmDelete = (card: SavedCard) => {
    const label = cardLabel(card, t);
    openDialog('confirm', {
      title: t('select.delete_title'),
      message: t('select.delete_message', { card: label }),
      confirmLabel: t('select.delete_confirm'),
      cancelLabel: t('select.delete_cancel'),
      danger: true,
      onConfirm: async () => {
        try {
          await deleteSavedCard(locale, card.id);
        } catch {
          // The toast told why; the list below shows what the server still has.
        }
        await saved.reload();
      },
    });
  };

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('select.title')}</Dialog.Title>
      <OrderSummaryLines order={order} />
      <h3 className="mt-5 mb-2 font-semibold">{t('select.saved_cards')}</h3>
      <SavedCardsList
        cards={saved.cards}
        loading={saved.loading}
        failed={saved.failed}
        onPay={pay}
        onDelete={confirmDelete}
        onRetry={() => void saved.reload()}
      />
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {error}
        </p>
      )}
      <div className="mt-5 grid gap-3">
        <Button onClick={() => pay()}>{t('select.new_card')}</Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => replaceDialog('create-card-frame', { order, choice })}>
            {t('select.add_card')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('select.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
