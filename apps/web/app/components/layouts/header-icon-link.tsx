import { formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { LocalizedLink } from '../ui/localized-link';

const tones = {
  brand: 'bg-brand-700 text-white dark:bg-brand-100 dark:text-brand-900',
  alert: 'bg-red-700 text-white',
};

/**
 * A round icon link in the header with a count badge (the cart, the bell): the count is in the link's name (`label`,
 * the caller's translated text) and shown as a badge in the page's digits, "99+" beyond 99; no badge at zero.
 */
export function HeaderIconLink(props: {
  to: string;
  testId: string;
  badgeTestId: string;
  label: string;
  count: number;
  tone: keyof typeof tones;
  /** The icon's SVG path (24 × 24, stroked). */
  icon: string;
}) {
  const { locale } = useLocale();
  const { count } = props;
  return (
    <LocalizedLink
      to={props.to}
      data-testid={props.testId}
      className="relative flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
      aria-label={props.label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path d={props.icon} />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid={props.badgeTestId}
          className={`absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${tones[props.tone]}`}
        >
          {count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale)}
        </span>
      )}
    </LocalizedLink>
  );
}
