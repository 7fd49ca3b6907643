import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { statusPill, type PillTone } from '../rules';

// Each pair passes WCAG AA contrast; amber takes dark text.
const toneClass: Record<PillTone, string> = {
  green: 'bg-green-700 text-white',
  red: 'bg-red-700 text-white',
  amber: 'bg-amber-300 text-amber-950',
};

/** Spec §2 gift card status pill (colours and labels in rules.ts). */
export function StatusPill({ status, className }: { status: string | null | undefined; className?: string }) {
  const { t } = useTranslation('giftcards');
  const pill = statusPill(status);
  return (
    <span
      data-testid="gift-card-status"
      data-tone={pill.tone}
      className={cx(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap',
        toneClass[pill.tone],
        className,
      )}
    >
      {pill.key ? t(`status.${pill.key}`) : pill.text}
    </span>
  );
}
