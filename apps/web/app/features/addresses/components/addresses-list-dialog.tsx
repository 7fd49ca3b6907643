import { Dialog } from 'radix-ui';
import type { Address } from '@hajz/contracts/addresses';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { openDialog, type DialogProps } from '~/lib/dialogs';
import { toast } from '~/lib/toast-store';
import { useTranslation } from '~/lib/use-translation';
import { useAddressList } from '../hooks/use-address-list';
import { openAddressForm } from '../open-address-form';
import { useAddresses } from '../store';
import { AddressCard } from './address-card';

export type AddressesListProps = {
  /** The signed-in customer's id (default: the page's user). */
  owner?: number;
  /** The chosen address (now the preferred one); the dialog closes after it. */
  onChoose?: (address: Address) => void;
};

/**
 * Spec §2 addresses list, registered as 'addresses': three skeleton cards while loading, the error line, the
 * preferred address first then the newest; a card makes its address preferred (optimistically), reports it and
 * closes; edit and delete (behind the confirm dialog); add new.
 */
export default function AddressesListDialog({ owner, onChoose, close }: DialogProps<AddressesListProps>) {
  const { t } = useTranslation('addresses');
  const { items, isLoading, failed, locale } = useAddressList(owner);

  const choose = (address: Address) => {
    onChoose?.({ ...address, is_preferred: 1 });
    close();
    void useAddresses
      .getState()
      .choose(locale, address.id)
      .then((ok) => {
        if (!ok) toast(t('list.set_preferred_failed'), 'error');
      });
  };

  const remove = (address: Address) =>
    openDialog('confirm', {
      title: t('list.delete_title'),
      message: t('list.delete_message', { title: address.title.trim() || t('list.default_title') }),
      confirmLabel: t('list.delete_confirm'),
      cancelLabel: t('list.cancel'),
      danger: true,
      onConfirm: async () => {
        if (!(await useAddresses.getState().remove(locale, address.id)))
          toast(t('list.delete_failed'), 'error');
      },
    });

  return (
    <div aria-busy={isLoading || undefined}>
      <Dialog.Title className="pe-10 text-xl font-bold">{t('list.title')}</Dialog.Title>
      <div className="mt-4">
        {failed && !isLoading && (
          <p role="alert" className="mb-3 text-red-700 dark:text-red-300">
            {t('list.load_failed')}
          </p>
        )}
        {isLoading && items.length === 0 && (
          <div
            role="status"
            aria-label={t('list.loading')}
            className="space-y-3"
            data-testid="addresses-skeleton"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        )}
        {!isLoading && !failed && items.length === 0 && (
          <p className="py-6 text-center text-slate-700 dark:text-slate-300">{t('list.empty')}</p>
        )}
        {items.length > 0 && (
          <ul className="space-y-3" data-testid="addresses-list">
            {items.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onChoose={() => choose(address)}
                onEdit={() => openAddressForm(address)}
                onDelete={() => remove(address)}
              />
            ))}
          </ul>
        )}
      </div>
      <Button className="mt-6 w-full" onClick={() => openAddressForm()}>
        {t('list.add')}
      </Button>
    </div>
  );
}
