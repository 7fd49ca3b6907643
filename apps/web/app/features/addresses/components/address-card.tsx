import type { Address } from '@hajz/contracts/addresses';
import { useTranslation } from '~/lib/use-translation';

type Props = {
  address: Address;
  onChoose: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-teal-700 dark:text-slate-200 dark:hover:bg-slate-800';

/** Spec §2: title (default 'Address'), full address, edit and delete icons; the card itself chooses it. */
export function AddressCard({ address, onChoose, onEdit, onDelete }: Props) {
  const { t } = useTranslation('addresses');
  const title = address.title.trim() || t('list.default_title');
  const preferred = address.is_preferred === 1;
  return (
    <li
      data-testid="address-card"
      data-id={address.id}
      className={`flex items-center gap-1 rounded-2xl p-2 ring-1 ${
        preferred ? 'ring-2 ring-teal-700 dark:ring-teal-400' : 'ring-sand-200 dark:ring-slate-700'
      }`}
    >
      <button
        type="button"
        onClick={onChoose}
        aria-label={t('list.choose', { title, address: address.full_address })}
        aria-current={preferred || undefined}
        className="min-w-0 flex-1 rounded-xl p-2 text-start hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-teal-700 dark:hover:bg-slate-800"
      >
        <span className="flex items-center gap-2">
          <span className="truncate font-bold">{title}</span>
          {preferred && (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 dark:bg-teal-950 dark:text-teal-200">
              {t('list.preferred')}
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{address.full_address}</span>
      </button>
      <button type="button" className={iconButton} onClick={onEdit} aria-label={t('list.edit', { title })}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        className={`${iconButton} text-red-700 dark:text-red-300`}
        onClick={onDelete}
        aria-label={t('list.delete', { title })}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" strokeLinejoin="round" />
        </svg>
      </button>
    </li>
  );
}
