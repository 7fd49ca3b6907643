/**
 * The gazetteer's text index, built once at load so a suggestion costs a few map lookups and a small sort, not a
 * scan of every place (issue 14: ≤ 20 ms p99 over a 100,000-place import). Names are normalised with the shared
 * Arabic/Latin folding, split into words; each word posts the places it names (and, as context, the places in a
 * city or region of that name). A query word matches a word it is a prefix of; a Latin word that matches nothing
 * is retried through a consonant skeleton ("olaia" ~ "olaya", "sulimaniya" ~ "sulaymaniyah").
 */
import { normalizeForSearch } from '@hajz/contracts/arabic-search';
import type { GazetteerPlace } from './gazetteer-place.ts';
import { distanceKm } from './geo.ts';
import type { Point } from './interface.ts';

/** Sun-letter articles of transliterations ("As Sulimaniyah"): noise unless they are the whole name. */
const articles = new Set(['as', 'ash', 'ar', 'an', 'at', 'ad', 'adh', 'ath', 'az']);
/** Words people add around a district's name ("حي العليا", "Olaya District"): noise beside another word. */
const fillers = new Set(['حي', 'district', 'dist']);

export function searchWords(text: string): string[] {
  const words = normalizeForSearch(text).split(' ').filter(Boolean);
  const kept = words.filter((w, i) => !(articles.has(w) && i < words.length - 1) && !fillers.has(w));
  return kept.length ? kept : words;
}

/** Consonant skeleton of a Latin word: vowels and h-digraphs folded, doubles collapsed. */
export function skeleton(word: string): string {
  if (!/^[a-z0-9]+$/.test(word)) return '';
  const w = word.replace(/([bcdfgjklmnpqrstvxz])h/g, '$1').replace(/q/g, 'k');
  const head = /[aeiouy]/.test(w[0] ?? '') ? 'a' : (w[0] ?? '');
  return (head + w.slice(1).replace(/[aeiouywh]/g, '')).replace(/(.)\1+/g, '$1');
}

type Variant = { full: string; words: string[] };

/** Score tiers: a better tier always wins; nearness and size order places within a tier. */
const tier = { exact: 5, prefix: 4, wordPrefix: 3, context: 2, skeleton: 1 } as const;
const shortPrefixCap = 400;
const kindWeight = { city: 40, region: 30, district: 35, place: 0 } as const;

export type SearchHit = { place: GazetteerPlace; score: number };

export class GazetteerSearch {
  private readonly variants: Variant[][] = [];
  private readonly context: string[][] = [];
  private readonly importance: number[] = [];
  private readonly postings = new Map<string, Int32Array>();
  private readonly sortedWords: string[];
  /** 1–3 character prefixes: the most important places only, so a short query never walks a huge range. */
  private readonly shortPrefixes = new Map<string, Int32Array>();
  private readonly skeletons = new Map<string, Int32Array>();
  private readonly sortedSkeletons: string[];

  constructor(
    readonly places: readonly GazetteerPlace[],
    byId: Map<string, GazetteerPlace>,
  ) {
    // Lists are built as arrays, then frozen into typed arrays: off the GC heap, so a 100,000-place index does not
    // lengthen every major collection (that showed as p99 in bench/geocode.mts).
    const postings = new Map<string, number[]>();
    const skeletons = new Map<string, number[]>();
    const contexts = new Map<string, string[]>();
    places.forEach((place, i) => {
      const names = [place.en, place.ar, ...place.alt];
      const variants = [...new Set(names.map((n) => searchWords(n).join(' ')))]
        .filter(Boolean)
        .map((full) => ({ full, words: full.split(' ') }));
      const parent = place.city ? byId.get(place.city) : place.region ? byId.get(place.region) : undefined;
      // One context list per parent, shared by all its places.
      let context = parent ? contexts.get(parent.id) : [];
      if (!context) {
        context = [...new Set([parent!.en, parent!.ar, ...parent!.alt].flatMap(searchWords))];
        contexts.set(parent!.id, context);
      }
      this.variants.push(variants);
      this.context.push(context);
      this.importance.push(kindWeight[place.kind] + Math.min(60, Math.log10(place.population + 1) * 8));
      for (const word of new Set([...variants.flatMap((v) => v.words), ...context])) {
        push(postings, word, i);
        const skel = skeleton(word);
        if (skel.length >= 2) push(skeletons, skel, i);
      }
    });
    for (const [word, list] of postings) this.postings.set(word, Int32Array.from(list));
    for (const [skel, list] of skeletons) this.skeletons.set(skel, Int32Array.from(list));
    this.sortedWords = [...this.postings.keys()].sort();
    this.sortedSkeletons = [...this.skeletons.keys()].sort();
    const short = new Map<string, number[]>();
    for (const [word, list] of postings) {
      for (let n = 1; n <= Math.min(3, word.length); n++) {
        const key = word.slice(0, n);
        const bucket = short.get(key) ?? [];
        for (const i of list) bucket.push(i);
        short.set(key, bucket);
      }
    }
    for (const [key, bucket] of short) {
      const unique = [...new Set(bucket)].sort((a, b) => this.importance[b]! - this.importance[a]!);
      this.shortPrefixes.set(key, Int32Array.from(unique.slice(0, shortPrefixCap)));
    }
  }

  search(text: string, limit: number, near?: Point): SearchHit[] {
    const words = searchWords(text);
    if (words.length === 0) return [];
    const query = words.join(' ');
    // Typing "الم" (the article and one letter) must still reach "المربع": also try the word without it.
    const alternatives = words.map((w) =>
      /^ال./u.test(w) && w.length === 3
        ? [w, w.slice(2)]
        : /^al./.test(w) && w.length === 3
          ? [w, w.slice(2)]
          : [w],
    );
    const candidates = this.smallest(alternatives.map((alts) => union(alts.map((w) => this.byPrefix(w)))));
    const hits: SearchHit[] = [];
    for (const i of candidates) {
      const t = this.tierOf(i, query, alternatives);
      if (t > 0) hits.push({ place: this.places[i]!, score: this.score(i, t, near) });
    }
    if (hits.length < limit) this.skeletonHits(words, hits, near);
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, limit);
  }

  private byPrefix(word: string): Iterable<number> {
    if (word.length <= 3) return this.shortPrefixes.get(word) ?? [];
    return rangeUnion(this.sortedWords, this.postings, word);
  }

  private smallest(sets: Set<number>[]): Set<number> {
    return sets.reduce((a, b) => (b.size < a.size ? b : a));
  }

  private tierOf(i: number, query: string, alternatives: string[][]): number {
    let best = 0;
    for (const v of this.variants[i]!) {
      if (v.full === query) return tier.exact;
      if (v.full.startsWith(query)) best = Math.max(best, tier.prefix);
      else if (alternatives.every((alts) => alts.some((w) => v.words.some((x) => x.startsWith(w)))))
        best = Math.max(best, tier.wordPrefix);
      else if (
        alternatives.some((alts) => alts.some((w) => v.words.some((x) => x.startsWith(w)))) &&
        alternatives.every((alts) =>
          alts.some(
            (w) => v.words.some((x) => x.startsWith(w)) || this.context[i]!.some((x) => x.startsWith(w)),
          ),
        )
      )
        best = Math.max(best, tier.context);
    }
    return best;
  }

  private score(i: number, t: number, near?: Point): number {
    const place = this.places[i]!;
    const nearness = near
      ? 400 * Math.exp(-distanceKm(near, { latitude: place.lat, longitude: place.lng }) / 60)
      : 0;
    return t * 1000 + nearness + this.importance[i]!;
  }

  /** Latin spellings that share consonants with a name ("olaia" → olaya); every word must match. */
  private skeletonHits(words: string[], hits: SearchHit[], near?: Point) {
    const skels = words.map(skeleton);
    if (skels.some((s) => s.length < 2) || words.some((w) => w.length < 4)) return;
    const seen = new Set(hits.map((h) => h.place.id));
    const sets = skels.map((s, n) =>
      n === skels.length - 1
        ? rangeUnion(this.sortedSkeletons, this.skeletons, s)
        : new Set(this.skeletons.get(s) ?? []),
    );
    for (const i of this.smallest(sets)) {
      if (seen.has(this.places[i]!.id) || !sets.every((set) => set.has(i))) continue;
      hits.push({ place: this.places[i]!, score: this.score(i, tier.skeleton, near) });
    }
  }
}

function push(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function union(lists: Iterable<number>[]): Set<number> {
  const out = new Set<number>();
  for (const list of lists) for (const i of list) out.add(i);
  return out;
}

/** Every posting of the words in `sorted` that start with `prefix` (binary search for the first one). */
function rangeUnion(sorted: string[], postings: Map<string, Int32Array>, prefix: string): Set<number> {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out = new Set<number>();
  for (let k = lo; k < sorted.length && sorted[k]!.startsWith(prefix); k++)
    for (const i of postings.get(sorted[k]!)!) out.add(i);
  return out;
}
