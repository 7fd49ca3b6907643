import type { SeedBranch, SeedHours } from '../types.ts';

const FRIDAY = 5;

/** Seven rows, Sunday first; Friday gets its own shift, or is a day off when `friday` is null. */
function week(open: string, close: string, friday: [string, string] | null): SeedHours[] {
  return Array.from({ length: 7 }, (_, day) => {
    if (day !== FRIDAY) return { day, isActive: true, startAt: open, endAt: close };
    return friday
      ? { day, isActive: true, startAt: friday[0], endAt: friday[1] }
      : { day, isActive: false, startAt: open, endAt: close };
  });
}

const mapLink = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

export const branches: SeedBranch[] = [
  {
    slug: 'riyadh-olaya',
    nameEn: 'Rawnaq Olaya',
    nameAr: 'رونق العليا',
    addressEn: 'Olaya St, Al Olaya District, Riyadh 12214',
    addressAr: 'شارع العليا، حي العليا، الرياض 12214',
    cityEn: 'Riyadh',
    cityAr: 'الرياض',
    phone: '+966112881450',
    descriptionEn:
      'Our flagship in the heart of Riyadh, minutes from Kingdom Centre. Private treatment suites and a full-service salon under one roof.',
    descriptionAr:
      'فرعنا الرئيسي في قلب الرياض، على بُعد دقائق من برج المملكة. أجنحة علاج خاصة وصالون متكامل تحت سقف واحد.',
    latitude: 24.6993,
    longitude: 46.6851,
    googleMapLink: mapLink(24.6993, 46.6851),
    image: '/img/branches/riyadh-olaya.svg',
    sort: 1,
    hours: week('10:00', '22:00', ['14:00', '23:00']),
  },
  {
    slug: 'riyadh-diriyah-ladies',
    nameEn: 'Rawnaq Diriyah (Ladies)',
    nameAr: 'رونق الدرعية (للسيدات)',
    addressEn: 'Al Bujairi District, Diriyah, Riyadh 13711',
    addressAr: 'حي البجيري، الدرعية، الرياض 13711',
    cityEn: 'Riyadh',
    cityAr: 'الرياض',
    phone: '+966114852207',
    descriptionEn:
      'A ladies-only evening retreat in historic Diriyah, open until 1 a.m. Home of our bridal, henna and candle-lit hammam rituals.',
    descriptionAr:
      'ملاذ مسائي مخصص للسيدات في الدرعية التاريخية، يستقبلكِ حتى الواحدة بعد منتصف الليل. هنا تجدين خدمات العرائس والحناء وطقوس الحمام على ضوء الشموع.',
    latitude: 24.7368,
    longitude: 46.5765,
    googleMapLink: mapLink(24.7368, 46.5765),
    image: '/img/branches/riyadh-diriyah-ladies.svg',
    sort: 2,
    // Evenings only; the shift ends after midnight.
    hours: week('16:00', '01:00', ['16:00', '01:00']),
  },
  {
    slug: 'jeddah-tahlia',
    nameEn: 'Rawnaq Tahlia',
    nameAr: 'رونق التحلية',
    addressEn: 'Prince Mohammed bin Abdulaziz St (Tahlia), Al Andalus, Jeddah 23326',
    addressAr: 'شارع الأمير محمد بن عبدالعزيز (التحلية)، حي الأندلس، جدة 23326',
    cityEn: 'Jeddah',
    cityAr: 'جدة',
    phone: '+966126653390',
    descriptionEn:
      "On Jeddah's liveliest shopping street, with late hours and a whole floor given over to the Moroccan hammam.",
    descriptionAr: 'في أشهر شوارع التسوق بجدة، بساعات عمل ممتدة وطابق كامل مخصص للحمام المغربي.',
    latitude: 21.5497,
    longitude: 39.1486,
    googleMapLink: mapLink(21.5497, 39.1486),
    image: '/img/branches/jeddah-tahlia.svg',
    sort: 3,
    hours: week('10:00', '23:00', ['14:00', '23:00']),
  },
  {
    slug: 'khobar-corniche',
    nameEn: 'Rawnaq Corniche',
    nameAr: 'رونق الكورنيش',
    addressEn: 'Corniche Rd, Al Bandariyah, Al Khobar 34423',
    addressAr: 'طريق الكورنيش، حي البندرية، الخبر 34423',
    cityEn: 'Al Khobar',
    cityAr: 'الخبر',
    phone: '+966138947612',
    descriptionEn:
      'Sea views along the Khobar Corniche, with a quiet relaxation lounge to unwind in between treatments.',
    descriptionAr: 'إطلالة على البحر في كورنيش الخبر، مع صالة استرخاء هادئة تستريح فيها بين الجلسات.',
    latitude: 26.2994,
    longitude: 50.2188,
    googleMapLink: mapLink(26.2994, 50.2188),
    image: '/img/branches/khobar-corniche.svg',
    sort: 4,
    hours: week('10:00', '22:00', null),
  },
  {
    slug: 'madinah-sultanah',
    nameEn: 'Rawnaq Madinah',
    nameAr: 'رونق المدينة المنورة',
    addressEn: 'Sultanah Rd, Al Sultanah, Madinah 42313',
    addressAr: 'طريق سلطانة، حي السلطانة، المدينة المنورة 42313',
    cityEn: 'Madinah',
    cityAr: 'المدينة المنورة',
    phone: '+966148261930',
    descriptionEn:
      'Temporarily closed for renovation. We look forward to welcoming you back soon to a refreshed space.',
    descriptionAr: 'الفرع مغلق مؤقتًا للتجديد، ونتطلع لاستقبالكم قريبًا في حُلّة جديدة.',
    latitude: 24.4797,
    longitude: 39.5856,
    googleMapLink: mapLink(24.4797, 39.5856),
    image: '/img/branches/madinah-sultanah.svg',
    sort: 5,
    // Closed for renovation: every day inactive.
    hours: week('10:00', '22:00', ['10:00', '22:00']).map((h) => ({ ...h, isActive: false })),
  },
];
