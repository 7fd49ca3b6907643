import { buttonClass } from './button';
import { LocalizedLink } from './localized-link';

/**
 * An empty list that points the customer to the services (the wallet, gift cards): a title at the page's next
 * heading level, a line of text and a Browse services link. The texts come translated from the caller.
 */
export function BrowseEmptyState({
  testId,
  title,
  text,
  browse,
  headingLevel,
}: {
  testId: string;
  title: string;
  text: string;
  browse: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl py-8 text-center" data-testid={testId}>
      <Heading className="text-lg font-bold">{title}</Heading>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
      <LocalizedLink to="/services" className={buttonClass('secondary', 'mt-5')}>
        {browse}
      </LocalizedLink>
    </div>
  );
}
