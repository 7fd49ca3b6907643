import type { AddressSummary } from '@hajz/contracts/cart';
import { Button } from '~/components/ui/button';
import { cx } from '~/lib/cx';
import { openDialog } from '~/lib/dialogs';
import { useTranslation } from '~/lib/use-translation';

/** Spec §2 addresses list: the customer's choice (now their preferred address) comes back here. */
export const chooseAddress = (onChoose: (addressId: number) => void) =>
  openDialog('addresses', { onChoose: (address: { id: number }) => onChoose(address.id) });

/**
 * Where a home visit or a delivery goes: the chosen saved address, a button to choose or change it (the addresses
 * list, where a new one can be added on the map), and what the server said of it — the zone's terms, or why not.
 */
export function AddressChoice({
  label,
  address,
  applied,
  message,
  onChoose,
}: {
  label: string;
  address: AddressSummary | null;
  applied: boolean;
  message: string;
  onChoose: (addressId: number) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <div className="mt-2 rounded-xl bg-sand-50 p-3 text-sm dark:bg-slate-800" data-testid="address-choice">
      <p className="font-medium">{label}</p>
      {address ? (
        <p className="mt-1">
          <span className="font-semibold">{address.title}</span>
          <span className="block text-slate-600 dark:text-slate-300">{address.full_address}</span>
        </p>
      ) : (
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('cart.address.none')}</p>
      )}
      <Button
        variant="secondary"
        className="mt-2 min-h-10 px-4 text-sm"
        onClick={() => chooseAddress(onChoose)}
      >
        {address ? t('cart.address.change') : t('cart.address.choose')}
      </Button>
      {message && (
        <p
          role="status"
          className={cx(
            'mt-2 font-medium',
            applied ? 'text-emerald-800 dark:text-emerald-200' : 'text-red-700 dark:text-red-300',
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}
