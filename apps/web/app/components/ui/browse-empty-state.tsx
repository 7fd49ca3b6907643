import { buttonClass } from './button';
import { LocalizedLink } from './localized-link';

/**
 * An empty list that points the customer somewhere to fill it (the wallet: the services; my gift cards: the gift
 * cards to buy): a title at the page's next heading level, a line of text and a link, `/services` unless `to` says
 * otherwise. The texts come translated from the caller.
 */
export function BrowseEmptyState({
  testId,
  title,
  text,
  browse,
  headingLevel,
  to = '/services',
}: {
  testId: string;
  title: string;
  text: string;
  browse: string;
  headingLevel: 2 | 3;
  to?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl py-8 text-center" data-testid={testId}>
      <Heading className="text-lg font-bold">{title}</Heading>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
      <LocalizedLink to={to} className={buttonClass('secondary', 'mt-5')}>
        {browse}
      </LocalizedLink>
    </div>
  );
}
