import type { GiftedInfo } from '@hajz/contracts/gifting';

/** Spec §2: the gift status as a colour dot and its label (the label carries the meaning, not the colour). */
export function GiftStatus({ info }: { info: Pick<GiftedInfo, 'gifted_status'> }) {
  return (
    <span className="inline-flex items-center gap-2" data-testid="gift-status">
      <span
        aria-hidden="true"
        className="inline-block size-2.5 rounded-full"
        style={{ backgroundColor: info.gifted_status.color }}
      />
      {info.gifted_status.label}
    </span>
  );
}
