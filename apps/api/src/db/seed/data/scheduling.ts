import type { SeedBranchException, SeedResource, SeedShift } from '../types.ts';

/** What each role can perform, by service slug; a resource is linked only to those its branch offers. */
const roles = {
  therapist: [
    'swedish-massage',
    'aromatherapy-massage',
    'hot-stone-massage',
    'deep-tissue-massage',
    'sports-massage',
    'foot-reflexology',
    'head-shoulder-massage',
    'express-back-massage',
    'arabic-coffee-body-scrub',
    'dead-sea-mud-wrap',
    'rose-saffron-body-polish',
    'oud-evening-massage',
  ],
  stylist: [
    'haircut-blow-dry',
    'blow-dry-styling',
    'kids-haircut',
    'root-touch-up',
    'full-hair-colour',
    'balayage',
    'keratin-smoothing',
    'hot-oil-hair-treatment',
    'scalp-detox',
  ],
  nails: ['classic-manicure', 'gel-manicure', 'nail-art', 'classic-pedicure', 'spa-pedicure', 'gel-polish-removal'],
  beautician: [
    'hydrating-facial',
    'deep-cleansing-facial',
    'gold-facial',
    'eyebrow-threading',
    'lash-lift-tint',
    'brow-lamination',
    'full-legs-waxing',
    'full-arms-waxing',
    'face-waxing',
  ],
  // The bath is the scarce part of a hammam ritual: the room is what gets booked.
  hammam: ['moroccan-bath', 'royal-moroccan-bath', 'candlelit-royal-hammam'],
  makeup: ['occasion-makeup-hair', 'blow-dry-styling'],
  henna: ['henna-hand-design', 'nail-art', 'classic-manicure', 'gel-polish-removal'],
} as const;
type Role = keyof typeof roles;

const FRIDAY = 5;
/** The same shifts on the given days. */
const days = (list: number[], ...shifts: [string, string][]): SeedShift[] =>
  list.flatMap((day) => shifts.map(([startAt, endAt]) => ({ day, startAt, endAt })));
const notFriday = [0, 1, 2, 3, 4, 6];

/** Day shift with a lunch break, Friday off. */
const dayWithLunch = days(notFriday, ['10:00', '14:00'], ['15:00', '20:00']);
/** Afternoon into the evening, including Friday's late opening. */
const evening = [...days(notFriday, ['14:00', '22:00']), ...days([FRIDAY], ['14:00', '23:00'])];
/** Diriyah: evening shift with a short break, running past midnight. */
const lateWithBreak = days([0, 1, 2, 3, 4, 5, 6], ['16:00', '20:00'], ['20:30', '01:00']);

type Member = [key: string, nameEn: string, nameAr: string, roles: Role[], shifts?: SeedShift[]];

function team(branch: string, members: Member[]): SeedResource[] {
  return members.map(([key, nameEn, nameAr, memberRoles, shifts = []]) => ({
    slug: `${branch}-${key}`,
    branch,
    nameEn,
    nameAr,
    kind: memberRoles.includes('hammam') ? 'room' : 'staff',
    services: [...new Set(memberRoles.flatMap((r) => roles[r]))],
    shifts,
  }));
}

export const resources: SeedResource[] = [
  ...team('riyadh-olaya', [
    ['noura', 'Noura', 'نورة', ['therapist'], dayWithLunch],
    ['maria', 'Maria', 'ماريا', ['therapist'], evening],
    ['fatima-zahra', 'Fatima Zahra', 'فاطمة الزهراء', ['therapist', 'beautician']],
    ['reem', 'Reem', 'ريم', ['stylist'], dayWithLunch],
    ['hessa', 'Hessa', 'حصة', ['stylist']],
    ['joy', 'Joy', 'جوي', ['nails']],
    ['latifa', 'Latifa', 'لطيفة', ['beautician'], evening],
    ['hammam-1', 'Marble hammam', 'الحمام الرخامي', ['hammam']],
    ['hammam-2', 'Cedar hammam', 'حمام الأرز', ['hammam']],
  ]),
  ...team('riyadh-diriyah-ladies', [
    ['amal', 'Amal', 'أمل', ['therapist'], lateWithBreak],
    ['salma', 'Salma', 'سلمى', ['therapist']],
    ['dana', 'Dana', 'دانة', ['makeup', 'stylist']],
    ['khadija', 'Khadija', 'خديجة', ['henna', 'nails']],
    ['lina', 'Lina', 'لينا', ['beautician']],
    ['hammam', 'Candle-lit hammam', 'حمام الشموع', ['hammam']],
  ]),
  ...team('jeddah-tahlia', [
    ['rania', 'Rania', 'رانيا', ['therapist'], dayWithLunch],
    ['ghada', 'Ghada', 'غادة', ['therapist'], evening],
    ['sara', 'Sara', 'سارة', ['stylist']],
    ['mona', 'Mona', 'منى', ['stylist'], evening],
    ['grace', 'Grace', 'غريس', ['nails']],
    ['yasmin', 'Yasmin', 'ياسمين', ['beautician']],
    ['hammam-1', 'Sea-breeze hammam', 'حمام نسيم البحر', ['hammam']],
    ['hammam-2', 'Coral hammam', 'حمام المرجان', ['hammam']],
  ]),
  ...team('khobar-corniche', [
    ['hala', 'Hala', 'هالة', ['therapist'], dayWithLunch],
    ['anna', 'Anna', 'آنا', ['therapist']],
    ['wafa', 'Wafa', 'وفاء', ['stylist']],
    ['lara', 'Lara', 'لارا', ['nails', 'beautician']],
    ['hammam', 'Pearl hammam', 'حمام اللؤلؤ', ['hammam']],
  ]),
];

/** Turnover after a service: oils and linen after massages, cleaning and re-heating after a hammam. */
export const serviceBuffers: Record<string, number> = {
  ...Object.fromEntries(
    [
      'swedish-massage',
      'aromatherapy-massage',
      'hot-stone-massage',
      'deep-tissue-massage',
      'sports-massage',
      'oud-evening-massage',
      'dead-sea-mud-wrap',
    ].map((slug) => [slug, 15]),
  ),
  'moroccan-bath': 30,
  'royal-moroccan-bath': 30,
  'candlelit-royal-hammam': 30,
};

const ramadan = { noteEn: 'Ramadan hours', noteAr: 'ساعات العمل في رمضان' };

export const branchExceptions: SeedBranchException[] = [
  { branches: ['khobar-corniche'], date: '2026-12-03', noteEn: 'Closed for staff training', noteAr: 'مغلق لتدريب الفريق' },
  {
    branches: ['riyadh-olaya'],
    date: '2026-12-10',
    hours: { startAt: '16:00', endAt: '23:00' },
    noteEn: 'Opening late for a team event',
    noteAr: 'نفتح متأخرين بسبب فعالية للفريق',
  },
  // Ramadan 1448 is expected to begin around 8 February 2027: evenings until the early hours.
  ...['2027-02-08', '2027-02-09', '2027-02-10', '2027-02-11', '2027-02-12'].flatMap((date): SeedBranchException[] => [
    { branches: ['riyadh-olaya', 'jeddah-tahlia', 'khobar-corniche'], date, hours: { startAt: '20:00', endAt: '02:00' }, ...ramadan },
    { branches: ['riyadh-diriyah-ladies'], date, hours: { startAt: '21:00', endAt: '03:00' }, ...ramadan },
  ]),
  { branches: 'all', date: '2027-02-22', noteEn: 'Founding Day holiday', noteAr: 'إجازة يوم التأسيس' },
];
