import { useTranslation } from '~/lib/use-translation';

/** Terms or privacy text; plain so it reads well inside the sign-in wizard's iframe. */
export function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation('pages');
  const sections = t(`${page}.sections`, { returnObjects: true }) as string[];
  return (
    <article className="space-y-4 leading-relaxed">
      <h1 className="text-2xl font-bold">{t(`${page}.title`)}</h1>
      {sections.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </article>
  );
}
