/** The demo loyalty classes (tiers), upserted by slug so a re-seed keeps their ids. */
import type { Db } from '../client.ts';
import { customerClasses } from '../schema.ts';

type ClassRow = typeof customerClasses.$inferInsert;

export const demoClasses: ClassRow[] = [
  {
    slug: 'silver',
    nameEn: 'Silver',
    nameAr: 'الفضية',
    descriptionEn: 'Where every customer starts.',
    descriptionAr: 'الفئة التي يبدأ بها كل عميل.',
    detailsEn:
      'Every booking you pay for counts towards your next class. Collect loyalty points on paid orders and spend them in the cart.',
    detailsAr:
      'كل حجز تدفع قيمته يقرّبك من الفئة التالية. اجمع نقاط الولاء على طلباتك المدفوعة واستخدمها في السلة.',
    image: null,
    minSpend: 0,
    extraDiscountPercent: null,
    sort: 1,
  },
  {
    slug: 'gold',
    nameEn: 'Gold',
    nameAr: 'الذهبية',
    descriptionEn: 'For customers who have spent 1,000 SAR: 5% off every order.',
    descriptionAr: 'لمن بلغ إنفاقه 1,000 ريال: خصم 5% على كل طلب.',
    detailsEn:
      'Once your paid orders reach 1,000 SAR you move to Gold and get an extra 5% discount on every order, on top of your loyalty points.',
    detailsAr:
      'عندما تبلغ طلباتك المدفوعة 1,000 ريال تنتقل إلى الفئة الذهبية وتحصل على خصم إضافي 5% على كل طلب، إلى جانب نقاط الولاء.',
    image: null,
    minSpend: 100_000,
    extraDiscountPercent: 5,
    sort: 2,
  },
  {
    slug: 'platinum',
    nameEn: 'Platinum',
    nameAr: 'البلاتينية',
    descriptionEn: 'For customers who have spent 3,000 SAR: 10% off every order.',
    descriptionAr: 'لمن بلغ إنفاقه 3,000 ريال: خصم 10% على كل طلب.',
    detailsEn:
      'Once your paid orders reach 3,000 SAR you move to Platinum, our highest class, with an extra 10% discount on every order.',
    detailsAr:
      'عندما تبلغ طلباتك المدفوعة 3,000 ريال تنتقل إلى الفئة البلاتينية، أعلى فئاتنا، مع خصم إضافي 10% على كل طلب.',
    image: null,
    minSpend: 300_000,
    extraDiscountPercent: 10,
    sort: 3,
  },
];

export async function seedLoyaltyClasses(tx: Db): Promise<void> {
  for (const c of demoClasses) {
    const { slug: _slug, ...values } = c;
    await tx
      .insert(customerClasses)
      .values(c)
      .onConflictDoUpdate({ target: customerClasses.slug, set: values });
  }
}
