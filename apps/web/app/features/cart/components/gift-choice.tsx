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
          <GiftIcon />
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
      <p className="flex items-center gap-2 font-semibold">
        <GiftIcon />
        {t('cart.for', { name: fullName(gift) })}
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" dir="ltr">
        +966 {gift.mobile_number}
      </p>
      {gift.open_time && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{t('cart.open_time')}</p>
      )}
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

/** A gift box (decorative: the text beside it says what it is). */
function GiftIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8S10.5 3 8 3.5 6.5 8 12 8Zm0 0s1.5-5 4-4.5S17.5 8 12 8Z" />
    </svg>
  );
}
