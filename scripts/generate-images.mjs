#!/usr/bin/env node
/**
 * Writes the demo images referenced by the seed data into apps/web/public/img/ as small SVGs.
 * Deterministic (layout is derived from a hash of each slug), no text, no network, no dependencies.
 *
 * The list below names every image with a motif and a palette. Any '/img/...svg' path found in the
 * seed data files that is missing from the list is still generated (with a default motif) and reported,
 * so a reference can never point at a missing file.
 *
 * Usage: node scripts/generate-images.mjs
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'apps/web/public/img');
const seedDir = join(root, 'apps/api/src/db/seed/data');

// Warm spa palettes: background gradient (a → b), glow, line colour, accent.
const palettes = {
  sand: { a: '#F7EEE2', b: '#E3C9A8', glow: '#FFFFFF', line: '#7A5A3C', accent: '#C79A6B' },
  teal: { a: '#E3EFEC', b: '#9CC3BB', glow: '#FFFFFF', line: '#1F4E4A', accent: '#C9A46E' },
  deep: { a: '#2D6A64', b: '#143B38', glow: '#7FB3AA', line: '#F3E4CF', accent: '#D7A98C' },
  rose: { a: '#F8E9E3', b: '#DDAA98', glow: '#FFFFFF', line: '#7C4536', accent: '#B8806A' },
  olive: { a: '#F0F0E0', b: '#B9BC8E', glow: '#FFFFFF', line: '#4A4F2A', accent: '#B08B5A' },
  dusk: { a: '#5B4A5E', b: '#2A2233', glow: '#B48A8A', line: '#F4DCCB', accent: '#D9A98C' },
};

/** Line icons drawn in a 200×200 box centred on 0,0 (stroke only, colour set by the caller). */
const icons = {
  leaf: '<path d="M-62 62C-70-18-8-72 70-70 72 8 18 70-62 62ZM-62 62 34-34M-6 6h-30M16-16v-30"/>',
  drop: '<path d="M0-86C30-44 58-10 58 26a58 58 0 0 1-116 0C-58-10-30-44 0-86Z"/><path d="M-28 30a28 28 0 0 0 22 26"/>',
  stones:
    '<ellipse cy="58" rx="78" ry="24"/><ellipse cy="10" rx="58" ry="20"/><ellipse cy="-32" rx="38" ry="16"/><path d="M-4-72c10-6 20-6 28 2"/>',
  lotus:
    '<path d="M0 52C-30 20-28-30 0-72 28-30 30 20 0 52Z"/><path d="M-6 52C-46 48-76 14-74-26-40-20-14 8-6 52ZM6 52C46 48 76 14 74-26 40-20 14 8 6 52Z"/><path d="M-84 72H84"/>',
  hand: '<path d="M-30 92V52C-52 36-74 8-78-14c-2-12 12-18 20-8L-36 18V-52c0-12 18-12 18 0v52-70c0-12 18-12 18 0V0-60c0-12 18-12 18 0V4-40c0-12 18-12 18 0v70c0 26-10 44-24 60v2"/>',
  scissors:
    '<circle cx="-36" cy="56" r="24"/><circle cx="36" cy="56" r="24"/><path d="M-22 36 46-84M22 36-46-84"/><circle cy="-10" r="4"/>',
  comb: '<rect x="-82" y="-46" width="164" height="34" rx="10"/><path d="M-66-12v66M-44-12v66M-22-12v66M0-12v66M22-12v66M44-12v66M66-12v66"/>',
  strands:
    '<path d="M-60-80c40 30-30 80 10 160M-20-84c40 30-30 80 10 164M20-84c40 30-30 80 10 164M60-80c40 30-30 80 10 160"/>',
  polish:
    '<rect x="-46" y="-4" width="92" height="86" rx="18"/><path d="M-16-4v-20h32v20M-10-24V-88h20v64"/><path d="M-24 40h48"/>',
  sparkle:
    '<path d="M-10-78C-4-28 8-16 58-10 8-4-4 8-10 58-16 8-28-4-78-10-28-16-16-28-10-78Z"/><path d="M56 34c2 14 6 18 20 20-14 2-18 6-20 20-2-14-6-18-20-20 14-2 18-6 20-20Z"/>',
  eye: '<path d="M-84 6C-44-44 44-44 84 6 44 52-44 52-84 6Z"/><circle cy="6" r="24"/><path d="M-60-30l-12-18M-30-44l-6-20M0-48v-22M30-44l6-20M60-30l12-18"/>',
  steam:
    '<path d="M-84 84H84M-70 84A70 70 0 0 1 70 84"/><path d="M-30-8c-14-18 14-30 0-48s14-30 0-48M0-2c-14-18 14-30 0-48s14-30 0-48M30-8c-14-18 14-30 0-48s14-30 0-48"/>',
  bowl: '<path d="M-86 4H86C82 54 46 80 0 80S-82 54-86 4Z"/><path d="M-40 80v10h80V80"/><circle cx="-30" cy="-22" r="6"/><circle cx="4" cy="-40" r="6"/><circle cx="34" cy="-18" r="6"/><circle cx="-2" cy="-12" r="6"/>',
  bottle:
    '<rect x="-54" y="-18" width="108" height="104" rx="26"/><path d="M-16-18v-22h32v22"/><rect x="-28" y="-82" width="56" height="42" rx="10"/><path d="M-30 30h60M-18 50h36"/>',
  flask:
    '<circle cy="30" r="58"/><path d="M-14-26v-30h28v30"/><rect x="-24" y="-88" width="48" height="32" rx="8"/><path d="M-34 30a34 34 0 0 0 34 34"/>',
  jar: '<rect x="-70" y="-10" width="140" height="88" rx="20"/><rect x="-78" y="-48" width="156" height="38" rx="12"/><path d="M-40 34h80"/>',
  mabkhara:
    '<path d="M-64-4H64L40 40h-80ZM-20 40-34 86h68L20 40"/><path d="M-10-20c-20-22 20-34 0-56M18-24c-14-16 14-26 0-42"/>',
  rose: '<circle cy="-22" r="46"/><path d="M0-22c10 0 14-12 4-18-14-8-30 6-26 22 6 22 40 24 50 2 10-24-10-48-34-46"/><path d="M0 24v70M0 66c20-4 36-18 40-36-22 0-36 14-40 36Z"/>',
  mandala:
    '<circle r="16"/><g id="p"><ellipse cy="-52" rx="16" ry="34"/><ellipse cy="-52" rx="16" ry="34" transform="rotate(45)"/></g><use href="#p" transform="rotate(90)"/><use href="#p" transform="rotate(180)"/><use href="#p" transform="rotate(270)"/><circle r="92" stroke-dasharray="2 18"/>',
  moon: '<path d="M34-80A84 84 0 1 0 78 42 66 66 0 1 1 34-80Z"/><path d="M52-34c2 12 6 16 18 18-12 2-16 6-18 18-2-12-6-16-18-18 12-2 16-6 18-18Z"/>',
  candle:
    '<rect x="-34" y="-10" width="68" height="96" rx="8"/><path d="M0-10v-20M0-30c-18-18-4-40 0-58 4 18 18 40 0 58Z"/><path d="M-60 86h120"/>',
  arch: '<path d="M-72 92V-6C-72-46-36-66 0-96 36-66 72-46 72-6V92M-40 92V0c0-22 20-34 40-50 20 16 40 28 40 50v92M-90 92H90"/>',
  tower:
    '<path d="M-44 94-22-62C-14-92 14-92 22-62L44 94M-22-62C-10-40 10-40 22-62M-14 10h28M-10 50h20M-84 94H84"/>',
  palm: '<path d="M4 94C10 40 6-4-6-36"/><path d="M-6-36c-26-24-58-22-78-4 26-6 52 0 78 4Zm0 0c-6-32-32-52-62-50 26 10 46 28 62 50Zm0 0C8-68 40-80 66-68 38-66 14-56-6-36Zm0 0c32-14 66-6 82 16-30-12-58-14-82-16Z"/><path d="M-84 94H84"/>',
  waves:
    '<circle cx="40" cy="-40" r="34"/><path d="M-88 20c22-18 44-18 66 0s44 18 66 0 44-18 66 0M-88 54c22-18 44-18 66 0s44 18 66 0 44-18 66 0M-88 88c22-18 44-18 66 0s44 18 66 0 44-18 66 0"/>',
  dome: '<path d="M-80 92V34h160v58M-64 34C-64-16-30-44 0-56 30-44 64-16 64 34M0-56v-30M-6-86a10 10 0 1 0 12 0"/><path d="M-20 92V62a20 20 0 0 1 40 0v30M-90 92H90"/>',
};

/** [slug, motif, palette] per folder. */
const manifest = {
  branches: [
    ['riyadh-olaya', 'tower', 'teal'],
    ['riyadh-diriyah-ladies', 'arch', 'dusk'],
    ['jeddah-tahlia', 'palm', 'sand'],
    ['khobar-corniche', 'waves', 'deep'],
    ['madinah-sultanah', 'dome', 'olive'],
  ],
  categories: [
    ['massage', 'stones', 'teal'],
    ['massage-relaxing', 'lotus', 'teal'],
    ['massage-therapeutic', 'hand', 'teal'],
    ['massage-express', 'leaf', 'teal'],
    ['hair', 'comb', 'rose'],
    ['hair-cuts-styling', 'scissors', 'rose'],
    ['hair-colour', 'strands', 'rose'],
    ['hair-treatments', 'drop', 'rose'],
    ['nails', 'polish', 'sand'],
    ['nails-manicure', 'hand', 'sand'],
    ['nails-pedicure', 'polish', 'rose'],
    ['skin', 'sparkle', 'sand'],
    ['skin-facials', 'sparkle', 'rose'],
    ['skin-brows-lashes', 'eye', 'sand'],
    ['skin-waxing', 'leaf', 'sand'],
    ['hammam', 'steam', 'olive'],
    ['hammam-moroccan', 'dome', 'olive'],
    ['hammam-scrubs-wraps', 'bowl', 'olive'],
    ['perfumes', 'bottle', 'deep'],
    ['perfumes-oud', 'mabkhara', 'deep'],
    ['perfumes-musk-rose', 'rose', 'rose'],
    ['body-care', 'jar', 'olive'],
    ['body-oils', 'drop', 'sand'],
    ['body-scrubs-creams', 'bowl', 'sand'],
    ['diriyah-occasions', 'mandala', 'dusk'],
    ['diriyah-makeup-hair', 'sparkle', 'dusk'],
    ['diriyah-henna', 'mandala', 'rose'],
    ['diriyah-evening-rituals', 'moon', 'dusk'],
    ['diriyah-royal-hammam', 'candle', 'dusk'],
    ['diriyah-evening-massage', 'moon', 'deep'],
  ],
  services: [
    ['swedish-massage', 'lotus', 'teal'],
    ['aromatherapy-massage', 'leaf', 'teal'],
    ['hot-stone-massage', 'stones', 'teal'],
    ['deep-tissue-massage', 'hand', 'teal'],
    ['sports-massage', 'hand', 'deep'],
    ['foot-reflexology', 'stones', 'sand'],
    ['head-shoulder-massage', 'lotus', 'olive'],
    ['express-back-massage', 'leaf', 'sand'],
    ['moroccan-bath', 'steam', 'olive'],
    ['royal-moroccan-bath', 'dome', 'olive'],
    ['arabic-coffee-body-scrub', 'bowl', 'sand'],
    ['dead-sea-mud-wrap', 'stones', 'olive'],
    ['rose-saffron-body-polish', 'rose', 'rose'],
    ['haircut-blow-dry', 'scissors', 'rose'],
    ['blow-dry-styling', 'strands', 'sand'],
    ['kids-haircut', 'scissors', 'teal'],
    ['root-touch-up', 'comb', 'rose'],
    ['full-hair-colour', 'strands', 'rose'],
    ['balayage', 'strands', 'sand'],
    ['keratin-smoothing', 'comb', 'sand'],
    ['hot-oil-hair-treatment', 'drop', 'olive'],
    ['scalp-detox', 'leaf', 'olive'],
    ['classic-manicure', 'hand', 'rose'],
    ['gel-manicure', 'polish', 'rose'],
    ['nail-art', 'sparkle', 'rose'],
    ['classic-pedicure', 'polish', 'sand'],
    ['spa-pedicure', 'drop', 'teal'],
    ['gel-polish-removal', 'polish', 'olive'],
    ['hydrating-facial', 'drop', 'teal'],
    ['deep-cleansing-facial', 'leaf', 'sand'],
    ['gold-facial', 'sparkle', 'sand'],
    ['eyebrow-threading', 'eye', 'rose'],
    ['lash-lift-tint', 'eye', 'sand'],
    ['brow-lamination', 'eye', 'olive'],
    ['full-legs-waxing', 'leaf', 'rose'],
    ['full-arms-waxing', 'leaf', 'olive'],
    ['face-waxing', 'sparkle', 'olive'],
    ['occasion-makeup-hair', 'sparkle', 'dusk'],
    ['henna-hand-design', 'mandala', 'rose'],
    ['candlelit-royal-hammam', 'candle', 'dusk'],
    ['oud-evening-massage', 'moon', 'dusk'],
  ],
  products: [
    ['cambodian-oud-oil', 'flask', 'deep'],
    ['muattar-oud-incense', 'mabkhara', 'deep'],
    ['amber-oud-perfume', 'bottle', 'dusk'],
    ['white-musk-perfume', 'bottle', 'sand'],
    ['taif-rose-perfume', 'rose', 'rose'],
    ['tahara-musk', 'flask', 'sand'],
    ['argan-body-oil', 'drop', 'olive'],
    ['sidr-black-seed-hair-oil', 'flask', 'olive'],
    ['jasmine-massage-oil', 'lotus', 'teal'],
    ['arabic-coffee-scrub-jar', 'jar', 'sand'],
    ['oud-amber-body-cream', 'jar', 'rose'],
    ['moroccan-black-soap', 'bowl', 'olive'],
  ],
};

const defaults = { branches: 'arch', categories: 'leaf', services: 'lotus', products: 'bottle' };

/** FNV-1a hash → mulberry32 PRNG: the same slug always gives the same layout. */
function rng(seed) {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r = (n) => Math.round(n);

/** An 800×600 card: gradient, soft glow, a thin accent ring, a horizon curve and a centred line icon. */
function card(slug, motif, paletteName) {
  const p = palettes[paletteName] ?? palettes.sand;
  const rand = rng(slug);
  const W = 800;
  const H = 600;
  const gx = r(120 + rand() * 560);
  const gy = r(80 + rand() * 200);
  const ringX = r(rand() < 0.5 ? 90 + rand() * 150 : 560 + rand() * 150);
  const ringY = r(90 + rand() * 420);
  const ringR = r(60 + rand() * 70);
  const hy = r(440 + rand() * 60);
  const hc = r(hy - 40 - rand() * 60);
  const angle = r(rand() * 40 - 20);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>`,
    `<radialGradient id="g"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
    `<circle cx="${gx}" cy="${gy}" r="300" fill="url(#g)"/>`,
    `<path d="M0 ${hy}Q400 ${hc} ${W} ${hy}V${H}H0Z" fill="${p.line}" fill-opacity=".07"/>`,
    `<circle cx="${ringX}" cy="${ringY}" r="${ringR}" fill="none" stroke="${p.accent}" stroke-width="2" stroke-opacity=".6"/>`,
    `<circle cx="400" cy="300" r="170" fill="${p.glow}" fill-opacity=".16"/>`,
    `<g transform="translate(400 300) rotate(${motif === 'leaf' ? angle : 0}) scale(1.25)" fill="none" stroke="${p.line}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${icons[motif]}</g>`,
    `</svg>`,
  ].join('');
}

/** Wide abstract landscape: dunes, a low sun, arches and a lotus. Used for the hero (1600×900) and og (1200×630). */
function landscape(W, H) {
  const s = H / 900;
  const y = (v) => r(v * s);
  const cx = r(W * 0.68);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#143B38"/><stop offset=".6" stop-color="#2D6A64"/><stop offset="1" stop-color="#C9A27E"/></linearGradient>`,
    `<radialGradient id="u"><stop offset="0" stop-color="#F6D9C4"/><stop offset=".5" stop-color="#E0A98F" stop-opacity=".6"/><stop offset="1" stop-color="#E0A98F" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E8D3B5"/><stop offset="1" stop-color="#C9A27E"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${cx}" cy="${y(470)}" r="${y(330)}" fill="url(#u)"/>`,
    `<circle cx="${cx}" cy="${y(470)}" r="${y(120)}" fill="#F3D2BD"/>`,
    `<path d="M0 ${y(620)}C${r(W * 0.25)} ${y(540)} ${r(W * 0.45)} ${y(690)} ${W} ${y(580)}V${H}H0Z" fill="#8A8F5C" fill-opacity=".55"/>`,
    `<path d="M0 ${y(720)}C${r(W * 0.3)} ${y(640)} ${r(W * 0.6)} ${y(780)} ${W} ${y(690)}V${H}H0Z" fill="url(#d)"/>`,
    `<path d="M0 ${y(820)}C${r(W * 0.35)} ${y(760)} ${r(W * 0.7)} ${y(860)} ${W} ${y(800)}V${H}H0Z" fill="#F4E9D8" fill-opacity=".7"/>`,
    `<g fill="none" stroke="#F4E9D8" stroke-opacity=".35" stroke-width="${Math.max(2, y(3))}">`,
    [0.12, 0.2, 0.28]
      .map((f, i) => {
        const x = r(W * f);
        const b = y(640 - i * 12);
        const t = y(330 + i * 40);
        const w = y(60 - i * 8);
        return `<path d="M${x - w} ${b}V${t + w}C${x - w} ${t + w / 3} ${x - w / 2} ${t + w / 6} ${x} ${t - w / 2}C${x + w / 2} ${t + w / 6} ${x + w} ${t + w / 3} ${x + w} ${t + w}V${b}"/>`;
      })
      .join(''),
    `</g>`,
    `<g transform="translate(${cx} ${y(470)}) scale(${(1.05 * s).toFixed(3)})" fill="none" stroke="#7C4536" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${icons.lotus.replace('<path d="M-84 72H84"/>', '')}</g>`,
    `</svg>`,
  ].join('');
}

function seedReferences() {
  const refs = new Set();
  for (const file of readdirSync(seedDir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(seedDir, file), 'utf8');
    for (const m of text.matchAll(/\/img\/(branches|services|products)\/([a-z0-9-]+)\.svg/g))
      refs.add(`${m[1]}/${m[2]}`);
    // Category images are built from the [slug, nameEn, nameAr] rows passed to categoryTree().
    if (text.includes('categoryTree(')) {
      for (const m of text.matchAll(/\[\s*'([a-z0-9-]+)',\s*["'][^\]]*\]/g)) refs.add(`categories/${m[1]}`);
    }
  }
  return refs;
}

const jobs = new Map();
for (const [folder, rows] of Object.entries(manifest)) {
  for (const [slug, motif, palette] of rows) jobs.set(`${folder}/${slug}`, [motif, palette]);
}
const unlisted = [...seedReferences()].filter((key) => !jobs.has(key)).sort();
for (const key of unlisted) {
  const folder = key.split('/')[0];
  jobs.set(key, [defaults[folder], Object.keys(palettes)[(rng(key)() * 5) | 0]]);
}

let largest = 0;
const write = (rel, svg) => {
  const file = join(outDir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg + '\n');
  largest = Math.max(largest, Buffer.byteLength(svg));
};

for (const [key, [motif, palette]] of jobs) {
  if (!icons[motif]) throw new Error(`unknown motif ${motif} for ${key}`);
  write(`${key}.svg`, card(key.split('/')[1], motif, palette));
}
write('hero.svg', landscape(1600, 900));
write('og.svg', landscape(1200, 630));

console.log(`wrote ${jobs.size + 2} images to ${outDir} (largest ${largest} bytes)`);
if (unlisted.length) console.warn(`not in the manifest, drawn with a default motif: ${unlisted.join(', ')}`);
