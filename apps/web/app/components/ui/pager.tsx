import { Button } from './button';

type Props = {
  /** Texts in the feature's own namespace: the nav's label, the two buttons, and "page X of Y". */
  labels: { pages: string; previous: string; next: string; pageOf: string };
  hasPrevious: boolean;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / "page X of Y" / Next under a paged list; the arrows turn with the reading direction. */
export function Pager({ labels, hasPrevious, hasNext, busy, onPrevious, onNext }: Props) {
  return (
    <nav aria-label={labels.pages} className="mt-5 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={!hasPrevious || busy} onClick={onPrevious}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>
        {labels.previous}
      </Button>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {labels.pageOf}
      </p>
      <Button variant="secondary" disabled={!hasNext || busy} onClick={onNext}>
        {labels.next}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ›
        </span>
      </Button>
    </nav>
  );
}
