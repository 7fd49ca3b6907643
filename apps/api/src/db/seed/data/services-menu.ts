import type { SeedCategory, SeedMenu } from '../types.ts';
import { categoryTree } from './helpers.ts';

export const servicesMenu: SeedMenu = { slug: 'services', nameEn: 'Services', nameAr: 'الخدمات', type: 'service', sort: 1 };

export const servicesCategories: SeedCategory[] = [
  ...categoryTree('services', 1, ['massage', 'Massage', 'المساج'], [
    ['massage-relaxing', 'Relaxing', 'الاسترخاء'],
    ['massage-therapeutic', 'Therapeutic', 'العلاجي'],
    ['massage-express', 'Express', 'الجلسات السريعة'],
  ]),
  ...categoryTree('services', 2, ['hair', 'Hair', 'الشعر'], [
    ['hair-cuts-styling', 'Cuts & styling', 'القص والتسريح'],
    ['hair-colour', 'Colour', 'الصبغات'],
    ['hair-treatments', 'Treatments', 'علاجات الشعر'],
  ]),
  ...categoryTree('services', 3, ['nails', 'Nails', 'الأظافر'], [
    ['nails-manicure', 'Manicure', 'المانيكير'],
    ['nails-pedicure', 'Pedicure', 'الباديكير'],
  ]),
  ...categoryTree('services', 4, ['skin', 'Skin & facial', 'البشرة والوجه'], [
    ['skin-facials', 'Facials', 'جلسات العناية بالبشرة'],
    ['skin-brows-lashes', 'Brows & lashes', 'الحواجب والرموش'],
    ['skin-waxing', 'Waxing', 'إزالة الشعر بالشمع'],
  ]),
  ...categoryTree('services', 5, ['hammam', 'Hammam & body', 'الحمام والجسم'], [
    ['hammam-moroccan', 'Moroccan bath', 'الحمام المغربي'],
    ['hammam-scrubs-wraps', 'Scrubs & wraps', 'التقشير واللفائف'],
  ]),
];
