import { useCallback, useEffect } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { replaceDialog } from '~/lib/dialog-flow';
import type { ChoiceProps } from '../choice';
import type { DialogProps } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { startCardSetup } from '../api';
import { paymentMessageOf } from '~/lib/payment-window';

/**
 * Spec §2 create card frame: the provider's card form in an iframe (our origin). Its last page, /secure-payment,
 * posts a 'card' message to this window: a toast says how it went (spec §8 texts), then the payment selection
 * comes back with the saved cards refetched. Registered as 'create-card-frame'.
 */
export default function CreateCardFrameDialog({
  order,
  choice,
}: DialogProps<{ order: CreateOrderResponse; choice?: ChoiceProps }>) {
  const { t } = useTranslation('checkout');
  const { locale } = useLocale();
  const back = useCallback(() => replaceDialog('payment-selection', { order, choice }), [order, choice]);
  // The provider's card form for this opening (lib/use-server-state.ts).
  const load = useCallback(() => startCardSetup(locale), [locale]);
  const setup = useServerState<{ url: string }>(load, load);
  const url = setup.data?.url ?? null;
  const failed = Boolean(setup.error);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = paymentMessageOf(event, 'card');
      // 'pending': the frame is still working (a 3-D Secure step); wait for its final word.
      if (!message || message.status === 'pending') return;
      if (message.status === 'success') toast(t('card_frame.success'), 'success');
      else toast(t('card_frame.error'), 'error');
      back();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [t, back]);

  return (
    <div>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('card_frame.title')}</Dialog.Title>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('card_frame.intro')}</p>
      <div className="mt-4">
        {failed ? (
          <div
            role="alert"
            className="rounded-2xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <p>{t('card_frame.failed')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void setup.reload()}>
              {t('card_frame.retry')}
            </Button>
          </div>
        ) : url ? (
          <iframe
            src={url}
            title={t('card_frame.frame')}
            data-testid="card-frame"
            className="h-[32rem] w-full rounded-2xl ring-1 ring-sand-200 dark:ring-slate-700"
          />
        ) : (
          <div role="status" aria-label={t('card_frame.loading')}>
            <Skeleton className="h-[32rem] w-full" />
          </div>
        )}
      </div>
      <Button variant="secondary" className="mt-4 w-full" onClick={back}>
        {t('card_frame.back')}
      </Button>
    </div>
  );
}
