import type { SeedCategory, SeedMenu, SeedProduct } from '../types.ts';

/**
 * Gift cards sold on /gift-cards (issue 6). Their products need a category, so they sit in a menu of their own,
 * type 'gift_card', which the catalogue never lists. Amounts in halalas: 100, 200 and 500 SAR.
 */
export const giftCardMenu: SeedMenu = {
  slug: 'gift-cards',
  nameEn: 'Gift cards',
  nameAr: 'بطاقات الهدايا',
  type: 'gift_card',
  sort: 9,
};

export const giftCardCategories: SeedCategory[] = [
  {
    slug: 'gift-cards',
    menu: 'gift-cards',
    nameEn: 'Gift cards',
    nameAr: 'بطاقات الهدايا',
    image: '/img/gift-card.svg',
    sort: 1,
  },
];

const amounts = [10000, 20000, 50000];

const design = (
  slug: string,
  sort: number,
  names: [string, string],
  descriptions: [string, string],
): SeedProduct => ({
  slug: `gift-card-${slug}`,
  type: 'gift_card',
  category: 'gift-cards',
  nameEn: names[0],
  nameAr: names[1],
  descriptionEn: descriptions[0],
  descriptionAr: descriptions[1],
  price: amounts[0]!,
  image: `/img/gift-cards/${slug}.svg`,
  innerImage: `/img/gift-cards/${slug}.svg`,
  branches: 'all',
  sort,
  giftCard: { amounts, validityDays: 365 },
});

export const giftCardDesignProducts: SeedProduct[] = [
  design(
    'classic',
    1,
    ['Rawnaq gift card', 'بطاقة هدايا رونق'],
    [
      'Spend it on any service or product at every Rawnaq branch. Valid for a year.',
      'استخدمها في أي خدمة أو منتج في جميع فروع رونق. صالحة لمدة سنة.',
    ],
  ),
  design(
    'rose',
    2,
    ['Rose gift card', 'بطاقة هدايا الورد'],
    [
      'A rose-coloured card for birthdays and thank-yous. Use it in part: the rest stays on the card.',
      'بطاقة بلون الورد لأعياد الميلاد وكلمات الشكر. يمكن استخدامها على دفعات ويبقى الباقي في البطاقة.',
    ],
  ),
  design(
    'oud',
    3,
    ['Oud gift card', 'بطاقة هدايا العود'],
    [
      'A warm oud-brown card for Eid and special occasions. Valid for a year at every branch.',
      'بطاقة بلون العود الدافئ للأعياد والمناسبات الخاصة. صالحة لمدة سنة في جميع الفروع.',
    ],
  ),
];
