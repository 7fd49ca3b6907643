import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { normalizeSerial } from '@hajz/contracts/pricing-rules';
import { Button } from '~/components/ui/button';
import { openDialog } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { useCart } from '../store';
import { CodeForm } from './code-form';

type Problem = 'required' | 'duplicate' | null;

const problemWith = (card: string): Problem => {
  if (card === '') return 'required';
  return useCart.getState().selection.gift_cards.includes(card) ? 'duplicate' : null;
};

/** Adds a gift card: picked from the customer's cards (the 'my-gift-cards' dialog) or typed by its number. */
export function AddGiftCard() {
  const { t } = useTranslation('booking');
  const { locale } = useLocale();
  const busy = useCart((s) => s.choosing === 'gift-card');
  const input = useRef<HTMLInputElement>(null);
  const [serial, setSerial] = useState('');
  const [problem, setProblem] = useState<Problem>(null);

  /** Adds `typed`; true when it is on the order once the cart is priced with it. */
  const add = async (typed: string) => {
    const card = normalizeSerial(typed);
    const found = problemWith(card);
    setProblem(found);
    if (found) return false;
    await useCart.getState().addGiftCard(locale, card);
    return useCart.getState().selection.gift_cards.includes(card);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add(serial)) setSerial('');
    else input.current?.focus();
  };

  const pick = () =>
    openDialog('my-gift-cards', {
      onPick: (picked: string) => void add(picked),
    });

  return (
    <div className="mt-2 space-y-2">
      <Button variant="secondary" className="w-full" onClick={pick} disabled={busy}>
        {t('cart.gift_cards.choose')}
      </Button>
      <CodeForm
        ref={input}
        label={t('cart.gift_cards.code_label')}
        labelClassName="mb-1 block text-sm font-medium"
        value={serial}
        onChange={(value) => {
          setSerial(value);
          setProblem(null);
        }}
        onSubmit={(e) => void submit(e)}
        message={problem === null ? null : t(`cart.gift_cards.${problem}`)}
        busy={busy}
        testId="gift-card-form"
        dir="ltr"
      />
    </div>
  );
}
