import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@hajz/contracts/locale';
import { minSuggestionChars, suggestionDelayMs, type Suggestion } from '@hajz/contracts/maps';
import { newestOnly } from '~/lib/newest-only';
import { fetchSuggestions, searchPlaces } from '../api/maps';

type Options = {
  locale: Locale;
  /** One per dialog opening (Google bills a typing session once). */
  session: string;
  /** Suggestions while typing; false (Nominatim's terms) means only on Enter. */
  autocomplete: boolean;
  /** Where the map is: it only orders the suggestions. */
  near: () => { latitude: number; longitude: number } | null;
};

export type PlaceResults = { items: Suggestion[]; query: string } | null;

/**
 * Spec §5/§9 place search: suggestions 220 ms after the last keystroke once the text has 3 characters; a search
 * on Enter. Only the newest request may land (lib/newest-only.ts, the guard every server answer goes through).
 */
export function usePlaceSearch({ locale, session, autocomplete, near }: Options) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PlaceResults>(null);
  const [loading, setLoading] = useState(false);
  const [newest] = useState(newestOnly);
  /** The text was set by choosing a suggestion, not typed: nothing to search for. */
  const chosen = useRef(false);
  const nearRef = useRef(near);
  nearRef.current = near;
  // Closing the dialog drops whatever is on its way.
  useEffect(() => newest.drop, [newest]);

  const run = useCallback(
    async (q: string, ask: () => Promise<Suggestion[]>) => {
      const isNewest = newest.begin();
      setLoading(true);
      try {
        const items = await ask();
        if (isNewest()) setResults({ items, query: q });
      } catch {
        if (isNewest()) setResults({ items: [], query: q });
      } finally {
        if (isNewest()) setLoading(false);
      }
    },
    [newest],
  );

  useEffect(() => {
    const q = query.trim();
    if (q.length < minSuggestionChars) {
      newest.drop();
      setResults(null);
      setLoading(false);
      return;
    }
    if (!autocomplete || chosen.current) return;
    const timer = setTimeout(() => {
      const point = nearRef.current();
      void run(q, () => fetchSuggestions(locale, { q, session, ...(point ?? {}) }));
    }, suggestionDelayMs);
    return () => clearTimeout(timer);
  }, [query, autocomplete, locale, session, run, newest]);

  /** Enter with no suggestion chosen: forward geocoding of the text. */
  const searchNow = useCallback(() => {
    const q = query.trim();
    if (q.length < minSuggestionChars) return false;
    void run(q, () => searchPlaces(locale, q));
    return true;
  }, [query, locale, run]);

  const type = useCallback((text: string) => {
    chosen.current = false;
    setQuery(text);
  }, []);

  /** Shows a chosen suggestion's name in the box without searching for it. */
  const choose = useCallback(
    (text: string) => {
      chosen.current = true;
      newest.drop();
      setLoading(false);
      setQuery(text);
    },
    [newest],
  );

  return { query, type, choose, results, loading, searchNow };
}
