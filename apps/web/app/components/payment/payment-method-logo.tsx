import type { CardScheme, PaymentMethodId } from '@hajz/contracts/payment-methods';
import { paymentLogo } from '@hajz/contracts/payment-methods';

/**
 * A payment method's or card scheme's logo (public/payment-logos). Decorative by default: the method's name is
 * written beside it; give `label` when the logo stands alone (the card schemes).
 */
export function PaymentMethodLogo({
  id,
  logo,
  label,
  className = 'h-6 w-9',
}: {
  id: PaymentMethodId | CardScheme;
  logo?: string;
  label?: string;
  className?: string;
}) {
  return (
    <img
      src={logo ?? paymentLogo(id)}
      alt={label ?? ''}
      width={36}
      height={24}
      className={`${className} shrink-0 rounded`}
      data-logo={id}
    />
  );
}
