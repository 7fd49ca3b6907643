import type { Cart } from '@hajz/contracts/cart';
import { fullName } from '@hajz/contracts/auth-rules';
import { Button } from '~/components/ui/button';
import { openDialog } from '~/lib/dialogs';
import { useTranslation } from '~/lib/use-translation';
import { useCart } from '../store';

/**
 * "Send as a gift" (spec §3 cart params, issue 13): opens the gifted order form; once confirmed the cart says who
 * the gift is for, with Edit and Remove. Only bookings can be gifted, so a cart with shop items or gift cards
 * says so instead.
 */
export function GiftChoice({ cart }: { cart: Cart }) {
  const { t } = useTranslation('gifting');
  const gift = useCart((s) => s.gift);
  const servicesOnly = cart.products.every((p) => p.type === 'service');
  const edit = () =>
    openDialog('gift-recipient', {
      initial: useCart.getState().gift,
      onConfirm: useCart.getState().setGift,
    });

  if (!gift)
    return (
      <section className="mb-4 rounded-xl bg-sand-50 p-3 dark:bg-slate-800" data-testid="gift-choice">
        <Button
          variant="secondary"
          className="w-full disabled:opacity-60"
          onClick={edit}
          disabled={!servicesOnly}
        >
          <span aria-hidden="true">🎁 </span>
          {t('cart.send')}
        </Button>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {servicesOnly ? t('cart.send_hint') : t('cart.services_only')}
        </p>
      </section>
    );
  return (
    <section
      className="mb-4 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100 dark:bg-slate-800 dark:ring-slate-700"
      data-testid="gift-choice"
    >
      <p className="font-semibold">
        <span aria-hidden="true">🎁 </span>
        {t('cart.for', { name: fullName(gift) })}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" dir="ltr">
        +966 {gift.mobile_number}
      </p>
      {gift.message.trim() && (
        <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">
          {t('cart.message', { message: gift.message.trim() })}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <Button variant="secondary" onClick={edit}>
          {t('cart.edit')}
        </Button>
        <Button variant="secondary" onClick={() => useCart.getState().removeGift()}>
          {t('cart.remove')}
        </Button>
      </div>
    </section>
  );
}
