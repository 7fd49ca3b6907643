/**
 * The regions' capitals and main cities (public facts; approximate centres and urban extents written for this
 * repository, not copied from a dataset). Populations are rounded orders of magnitude, used only to rank.
 */
import { city, type GazetteerPlace } from '../gazetteer-place.ts';

export const cities: GazetteerPlace[] = [
  city('riyadh', 'r-riyadh', 'Riyadh', 'الرياض', 24.7136, 46.6753, 30, {
    alt: ['Ar Riyad', 'Riyad', 'Er Riyadh'],
    pop: 7_000_000,
  }),
  city('diriyah', 'r-riyadh', 'Diriyah', 'الدرعية', 24.734, 46.576, 5, {
    alt: ["Ad Dir'iyah", 'Dariya', 'Deraiya'],
    pop: 45_000,
  }),
  city('kharj', 'r-riyadh', 'Al Kharj', 'الخرج', 24.1556, 47.3346, 12, { pop: 425_000 }),
  city('majmaah', 'r-riyadh', "Al Majma'ah", 'المجمعة', 25.904, 45.345, 7, { alt: ['Majmaa'], pop: 100_000 }),
  city('zulfi', 'r-riyadh', 'Az Zulfi', 'الزلفي', 26.299, 44.815, 6, { alt: ['Zulfi'], pop: 70_000 }),
  city('dawadmi', 'r-riyadh', 'Ad Dawadimi', 'الدوادمي', 24.507, 44.392, 6, {
    alt: ['Dawadmi'],
    pop: 70_000,
  }),
  city('wadi-dawasir', 'r-riyadh', 'Wadi ad-Dawasir', 'وادي الدواسر', 20.46, 44.78, 8, { pop: 110_000 }),
  city('afif', 'r-riyadh', 'Afif', 'عفيف', 23.91, 42.917, 5, { pop: 45_000 }),
  city('shaqra', 'r-riyadh', 'Shaqra', 'شقراء', 25.25, 45.253, 4, { alt: ['Shaqraa'], pop: 35_000 }),
  city('makkah', 'r-makkah', 'Makkah', 'مكة المكرمة', 21.3891, 39.8579, 15, {
    alt: ['Mecca', 'Mekkah', 'Makka', 'مكه'],
    pop: 2_000_000,
  }),
  city('jeddah', 'r-makkah', 'Jeddah', 'جدة', 21.5433, 39.1728, 25, {
    alt: ['Jiddah', 'Jedda', 'Juddah'],
    pop: 4_000_000,
  }),
  city('taif', 'r-makkah', 'Taif', 'الطائف', 21.2703, 40.4158, 12, { alt: ["At Ta'if"], pop: 700_000 }),
  city('rabigh', 'r-makkah', 'Rabigh', 'رابغ', 22.799, 39.034, 6, { pop: 90_000 }),
  city('qunfudhah', 'r-makkah', 'Al Qunfudhah', 'القنفذة', 19.126, 41.079, 6, {
    alt: ['Qunfudah'],
    pop: 80_000,
  }),
  city('lith', 'r-makkah', 'Al Lith', 'الليث', 20.15, 40.27, 4, { alt: ['Leith'], pop: 40_000 }),
  city('madinah', 'r-madinah', 'Madinah', 'المدينة المنورة', 24.4672, 39.6111, 15, {
    alt: ['Medina', 'Al Madinah', 'Madina', 'المدينه'],
    pop: 1_500_000,
  }),
  city('yanbu', 'r-madinah', 'Yanbu', 'ينبع', 24.089, 38.062, 12, {
    alt: ["Yanbu' al Bahr", 'Yenbo'],
    pop: 300_000,
  }),
  city('ula', 'r-madinah', 'AlUla', 'العلا', 26.608, 37.923, 6, { alt: ['Al Ula', 'Al-Ula'], pop: 40_000 }),
  city('badr', 'r-madinah', 'Badr', 'بدر', 23.78, 38.79, 4, { pop: 30_000 }),
  city('buraydah', 'r-qassim', 'Buraydah', 'بريدة', 26.3592, 43.9818, 12, {
    alt: ['Buraidah', 'Buraida', 'Buraydah'],
    pop: 700_000,
  }),
  city('unaizah', 'r-qassim', 'Unaizah', 'عنيزة', 26.084, 43.994, 8, {
    alt: ['Onaizah', 'Unayzah'],
    pop: 200_000,
  }),
  city('rass', 'r-qassim', 'Ar Rass', 'الرس', 25.869, 43.497, 6, { alt: ['Rass'], pop: 130_000 }),
  city('bukayriyah', 'r-qassim', 'Al Bukayriyah', 'البكيرية', 26.139, 43.659, 4, { pop: 60_000 }),
  city('dammam', 'r-eastern', 'Dammam', 'الدمام', 26.4207, 50.0888, 15, {
    alt: ['Ad Dammam'],
    pop: 1_300_000,
  }),
  city('khobar', 'r-eastern', 'Al Khobar', 'الخبر', 26.2172, 50.1971, 12, {
    alt: ['Khobar', 'Al Khubar', 'Alkhobar'],
    pop: 600_000,
  }),
  city('dhahran', 'r-eastern', 'Dhahran', 'الظهران', 26.2886, 50.114, 6, {
    alt: ['Az Zahran'],
    pop: 140_000,
  }),
  city('hofuf', 'r-eastern', 'Al Hofuf', 'الهفوف', 25.383, 49.586, 10, {
    alt: ['Hofuf', 'Al Ahsa', 'Al Hasa', 'الأحساء'],
    pop: 700_000,
  }),
  city('mubarraz', 'r-eastern', 'Al Mubarraz', 'المبرز', 25.408, 49.59, 6, { pop: 300_000 }),
  city('jubail', 'r-eastern', 'Jubail', 'الجبيل', 27.0046, 49.646, 12, { alt: ['Al Jubayl'], pop: 480_000 }),
  city('qatif', 'r-eastern', 'Qatif', 'القطيف', 26.556, 50.013, 6, { alt: ['Al Qatif'], pop: 200_000 }),
  city('hafar-batin', 'r-eastern', 'Hafar Al-Batin', 'حفر الباطن', 28.432, 45.97, 10, { pop: 400_000 }),
  city('ras-tanura', 'r-eastern', 'Ras Tanura', 'رأس تنورة', 26.644, 50.159, 5, { pop: 70_000 }),
  city('khafji', 'r-eastern', 'Khafji', 'الخفجي', 28.439, 48.487, 5, { alt: ['Al Khafji'], pop: 100_000 }),
  city('abqaiq', 'r-eastern', 'Abqaiq', 'بقيق', 25.935, 49.669, 4, { alt: ['Buqayq'], pop: 40_000 }),
  city('abha', 'r-asir', 'Abha', 'أبها', 18.2164, 42.5053, 8, { pop: 400_000 }),
  city('khamis-mushait', 'r-asir', 'Khamis Mushait', 'خميس مشيط', 18.3, 42.7333, 10, {
    alt: ['Khamis Mushayt'],
    pop: 600_000,
  }),
  city('bisha', 'r-asir', 'Bisha', 'بيشة', 19.986, 42.593, 6, { alt: ['Bishah'], pop: 200_000 }),
  city('namas', 'r-asir', 'An Namas', 'النماص', 19.119, 42.13, 4, { alt: ['Namas'], pop: 40_000 }),
  city('tabuk', 'r-tabuk', 'Tabuk', 'تبوك', 28.3835, 36.5662, 12, { alt: ['Tabouk'], pop: 600_000 }),
  city('duba', 'r-tabuk', 'Duba', 'ضباء', 27.349, 35.69, 4, { alt: ['Dhuba'], pop: 30_000 }),
  city('wajh', 'r-tabuk', 'Al Wajh', 'الوجه', 26.245, 36.452, 4, { alt: ['Wejh'], pop: 30_000 }),
  city('umluj', 'r-tabuk', 'Umluj', 'أملج', 25.021, 37.268, 4, { pop: 30_000 }),
  city('tayma', 'r-tabuk', 'Tayma', 'تيماء', 27.63, 38.54, 4, { pop: 30_000 }),
  city('haql', 'r-tabuk', 'Haql', 'حقل', 29.289, 34.938, 4, { pop: 20_000 }),
  city('hail', 'r-hail', 'Hail', 'حائل', 27.5114, 41.7208, 10, { alt: ["Ha'il", 'Hayil'], pop: 400_000 }),
  city('arar', 'r-northern', 'Arar', 'عرعر', 30.9753, 41.0381, 8, { pop: 200_000 }),
  city('rafha', 'r-northern', 'Rafha', 'رفحاء', 29.626, 43.493, 5, { pop: 60_000 }),
  city('turaif', 'r-northern', 'Turaif', 'طريف', 31.672, 38.663, 4, { alt: ['Tarif'], pop: 45_000 }),
  city('jazan', 'r-jazan', 'Jazan', 'جازان', 16.8892, 42.5511, 8, { alt: ['Jizan', 'Gizan'], pop: 170_000 }),
  city('sabya', 'r-jazan', 'Sabya', 'صبيا', 17.149, 42.625, 5, { pop: 80_000 }),
  city('abu-arish', 'r-jazan', 'Abu Arish', 'أبو عريش', 16.969, 42.832, 5, { pop: 70_000 }),
  city('najran', 'r-najran', 'Najran', 'نجران', 17.565, 44.2289, 10, { alt: ['Nejran'], pop: 400_000 }),
  city('sharurah', 'r-najran', 'Sharurah', 'شرورة', 17.466, 47.106, 5, { alt: ['Sharorah'], pop: 90_000 }),
  city('bahah', 'r-bahah', 'Al Bahah', 'الباحة', 20.0129, 41.4677, 6, {
    alt: ['Baha', 'Al Baha'],
    pop: 100_000,
  }),
  city('baljurashi', 'r-bahah', 'Baljurashi', 'بلجرشي', 19.859, 41.559, 4, { pop: 40_000 }),
  city('sakakah', 'r-jawf', 'Sakakah', 'سكاكا', 29.9697, 40.2064, 8, { alt: ['Sakaka'], pop: 250_000 }),
  city('dumat-jandal', 'r-jawf', 'Dumat al-Jandal', 'دومة الجندل', 29.811, 39.868, 4, { pop: 30_000 }),
  city('qurayyat', 'r-jawf', 'Al Qurayyat', 'القريات', 31.332, 37.343, 6, {
    alt: ['Qurayyat'],
    pop: 150_000,
  }),
];
