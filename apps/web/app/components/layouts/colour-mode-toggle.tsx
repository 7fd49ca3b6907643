import { useEffect } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useColourMode, type ColourPreference } from '~/lib/colour-mode';

const order: ColourPreference[] = ['system', 'light', 'dark'];
const icons: Record<ColourPreference, string> = { system: '◐', light: '☀', dark: '☾' };

/** Cycles system → light → dark; hidden while the page forces a mode. */
export function ColourModeToggle() {
  const { t } = useTranslation();
  const { preference, forced, setPreference, sync } = useColourMode();
  useEffect(() => {
    sync();
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, [sync]);
  if (forced) return null;
  const next = order[(order.indexOf(preference) + 1) % order.length]!;
  return (
    <button
      type="button"
      onClick={() => setPreference(next)}
      className="flex size-10 items-center justify-center rounded-full text-lg text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
      aria-label={t('colour_mode.label', { mode: t(`colour_mode.${preference}`) })}
      title={t('colour_mode.label', { mode: t(`colour_mode.${preference}`) })}
    >
      <span aria-hidden="true">{icons[preference]}</span>
    </button>
  );
}
