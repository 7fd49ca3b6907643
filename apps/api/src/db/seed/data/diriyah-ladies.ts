import type { SeedCategory, SeedMenu, SeedProduct } from '../types.ts';
import { categoryTree } from './helpers.ts';

const BRANCH = 'riyadh-diriyah-ladies';

/** The Diriyah ladies' branch has its own evening menu on top of the business-wide one. */
export const diriyahMenu: SeedMenu = {
  slug: 'diriyah-ladies-services',
  nameEn: 'Diriyah evening menu',
  nameAr: 'قائمة الدرعية المسائية',
  type: 'service',
  branch: BRANCH,
  sort: 3,
};

export const diriyahCategories: SeedCategory[] = [
  ...categoryTree('diriyah-ladies-services', 1, ['diriyah-occasions', 'Brides & occasions', 'العرائس والمناسبات'], [
    ['diriyah-makeup-hair', 'Makeup & hair', 'المكياج والتسريحات'],
    ['diriyah-henna', 'Henna', 'الحناء'],
  ]),
  ...categoryTree('diriyah-ladies-services', 2, ['diriyah-evening-rituals', 'Evening rituals', 'طقوس المساء'], [
    ['diriyah-royal-hammam', 'Royal hammam', 'الحمام الملكي'],
    ['diriyah-evening-massage', 'Evening massage', 'مساج المساء'],
  ]),
];

export const diriyahServices: SeedProduct[] = [
  {
    slug: 'occasion-makeup-hair',
    type: 'service',
    category: 'diriyah-makeup-hair',
    nameEn: 'Occasion makeup & hair',
    nameAr: 'مكياج وتسريحة للمناسبات',
    descriptionEn: 'Full makeup with an elegant updo or soft waves, for weddings, graduations and Eid gatherings.',
    descriptionAr: 'مكياج كامل مع تسريحة مرفوعة أنيقة أو تموجات ناعمة، لحفلات الزفاف والتخرّج وجَمعات العيد.',
    price: 75000,
    priceBeforeDiscount: 85000,
    duration: 120,
    image: '/img/services/occasion-makeup-hair.svg',
    innerImage: '/img/services/occasion-makeup-hair.svg',
    rating: 4.9,
    branches: [BRANCH],
    sort: 1,
  },
  {
    slug: 'henna-hand-design',
    type: 'service',
    category: 'diriyah-henna',
    nameEn: 'Henna design for hands',
    nameAr: 'نقش حناء لليدين',
    descriptionEn: 'Traditional or contemporary patterns drawn by hand with natural henna. Bring a design you love or let our artist suggest one.',
    descriptionAr: 'نقوش تقليدية أو عصرية تُرسم يدويًا بحناء طبيعية. أحضري التصميم الذي يعجبك أو دعي فنانتنا تقترح عليكِ.',
    price: 18000,
    duration: 60,
    image: '/img/services/henna-hand-design.svg',
    innerImage: '/img/services/henna-hand-design.svg',
    rating: 4.8,
    branches: [BRANCH],
    sort: 1,
  },
  {
    slug: 'candlelit-royal-hammam',
    type: 'service',
    category: 'diriyah-royal-hammam',
    nameEn: 'Candle-lit royal hammam',
    nameAr: 'الحمام الملكي على ضوء الشموع',
    descriptionEn: 'Black soap, a kessa scrub and a rhassoul mask by candlelight, finished with a cup of saffron tea.',
    descriptionAr: 'صابون أسود وتقشير بالليفة وقناع الغاسول على ضوء الشموع، ويُختتم بكوب من شاي الزعفران.',
    price: 52000,
    duration: 120,
    image: '/img/services/candlelit-royal-hammam.svg',
    innerImage: '/img/services/candlelit-royal-hammam.svg',
    rating: 4.9,
    branches: [BRANCH],
    sort: 1,
  },
  {
    slug: 'oud-evening-massage',
    type: 'service',
    category: 'diriyah-evening-massage',
    nameEn: 'Oud oil evening massage',
    nameAr: 'مساج المساء بدهن العود',
    descriptionEn: 'A slow full-body massage with warm oud-infused oil, our Diriyah evening signature.',
    descriptionAr: 'مساج هادئ لكامل الجسم بزيت دافئ ممزوج بدهن العود، وهو التوقيع المسائي لفرعنا في الدرعية.',
    price: 42000,
    duration: 90,
    image: '/img/services/oud-evening-massage.svg',
    innerImage: '/img/services/oud-evening-massage.svg',
    branches: [BRANCH],
    sort: 1,
  },
];
