import type { Locale } from '@hajz/contracts/locale';
import type { OrderDetails } from '@hajz/contracts/orders';
import { cx } from '~/lib/cx';
import { badgeBackground, badgeText, isCancelled, statusLabel } from './status';

/**
 * Spec §2 status badge: the server's colour (grey-blue without one) behind white or near-black text, whichever
 * contrasts more. A cancelled booking's badge also carries a cross, so the state is not told by colour alone.
 */
export function StatusBadge({
  order,
  locale,
  className,
}: {
  order: Pick<OrderDetails, 'status' | 'status_text'>;
  locale: Locale;
  className?: string;
}) {
  const background = badgeBackground(order.status?.color);
  return (
    <span
      data-testid="status-badge"
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap',
        className,
      )}
      style={{ backgroundColor: background, color: badgeText(background) }}
    >
      {isCancelled(order) && <span aria-hidden="true">✕</span>}
      {statusLabel(order, locale)}
    </span>
  );
}
