import { useState } from 'react';
import { cx } from '~/lib/cx';
import { defaultGiftCardImage } from '../rules';

/** The card's image, or the default design when it has none or it fails to load. Decorative: the text says it all. */
export function CardImage({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={src && !failed ? src : defaultGiftCardImage}
      alt=""
      data-testid="gift-card-image"
      onError={() => setFailed(true)}
      className={cx('aspect-[8/5] w-full rounded-2xl bg-teal-800 object-cover', className)}
      loading="lazy"
    />
  );
}
