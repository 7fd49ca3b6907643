/**
 * Riyadh's (and Diriyah's) districts: names in both scripts, spellings people type, and an approximate centre and
 * radius in km, written for this repository from public knowledge of the city (not copied from a dataset).
 * Radii are deliberately modest: reverse geocoding takes the district the point is most inside of.
 */
import { district } from '../gazetteer-place.ts';

const d = district('riyadh');

export const riyadhDistricts = [
  d('olaya', 'Olaya', 'العليا', 24.696, 46.685, 2.2, ['Al Olaya', 'Olaia', 'Oleya', 'Ulaya', 'Al-Olaya']),
  d('sulimaniyah', 'As Sulimaniyah', 'السليمانية', 24.705, 46.7, 1.8, [
    'Sulaimaniyah',
    'Sulaymaniyah',
    'Al Sulimaniyah',
    'Sulimania',
  ]),
  d('malqa', 'Al Malqa', 'الملقا', 24.808, 46.612, 2.3, ['Malqa', 'Malga', 'Al-Malqa']),
  d('yasmin', 'Al Yasmin', 'الياسمين', 24.823, 46.642, 2.0, ['Yasmin', 'Yasmeen', 'Al Yasmeen']),
  d('hittin', 'Hittin', 'حطين', 24.765, 46.602, 2.0, ['Hiteen', 'Hattin', 'Hateen']),
  d('murabba', 'Al Murabba', 'المربع', 24.65, 46.71, 1.5, ['Murabba', 'Morabba', 'Al Murabaa']),
  d('malaz', 'Al Malaz', 'الملز', 24.665, 46.733, 1.8, ['Malaz']),
  d('aqiq', 'Al Aqiq', 'العقيق', 24.77, 46.625, 1.6, ['Aqeeq', 'Al Aqeeq']),
  d('wurud', 'Al Wurud', 'الورود', 24.721, 46.678, 1.4, ['Wurood', 'Al Worood', 'Wurud']),
  d('muruj', 'Al Muruj', 'المروج', 24.755, 46.655, 1.4, ['Murooj', 'Al Morooj']),
  d('nakheel', 'An Nakheel', 'النخيل', 24.745, 46.63, 1.6, ['Nakheel', 'Al Nakheel', 'Nakhil']),
  d('ghadir', 'Al Ghadir', 'الغدير', 24.775, 46.659, 1.3, ['Ghadeer', 'Al Ghadeer']),
  d('nafl', 'An Nafl', 'النفل', 24.785, 46.68, 1.4, ['Nafal', 'Al Nafal']),
  d('izdihar', 'Al Izdihar', 'الازدهار', 24.79, 46.7, 1.4, ['Izdihar', 'Al Ezdihar']),
  d('sahafah', 'As Sahafah', 'الصحافة', 24.801, 46.632, 1.3, ['Sahafa', 'Al Sahafa']),
  d('rabi', 'Ar Rabi', 'الربيع', 24.795, 46.659, 1.2, ["Rabi'", 'Al Rabie', 'Rabie']),
  d('narjis', 'An Narjis', 'النرجس', 24.845, 46.67, 2.2, ['Narjis', 'Al Narjes', 'Narjes']),
  d('qirawan', 'Al Qirawan', 'القيروان', 24.845, 46.59, 2.0, ['Qairawan', 'Al Qairawan']),
  d('arid', 'Al Arid', 'العارض', 24.87, 46.62, 2.5, ['Al Aarid', 'Arid']),
  d('rawdah', 'Ar Rawdah', 'الروضة', 24.74, 46.77, 1.8, ['Rawdah', 'Al Rawda', 'Rawda']),
  d('qurtubah', 'Qurtubah', 'قرطبة', 24.81, 46.75, 1.8, ['Qurtuba', 'Cordoba']),
  d('yarmuk', 'Al Yarmuk', 'اليرموك', 24.815, 46.775, 1.5, ['Yarmouk', 'Al Yarmouk']),
  d('ishbiliyah', 'Ishbiliyah', 'إشبيلية', 24.785, 46.792, 1.6, ['Ishbiliya', 'Seville']),
  d('hamra', 'Al Hamra', 'الحمراء', 24.775, 46.755, 1.3, ['Hamra', 'Al Hamraa']),
  d('nasim', 'An Nasim', 'النسيم', 24.735, 46.825, 2.0, ['Naseem', 'Al Naseem']),
  d('nuzha', 'An Nuzhah', 'النزهة', 24.759, 46.709, 1.2, ['Nuzha', 'Al Nuzha']),
  d('falah', 'Al Falah', 'الفلاح', 24.785, 46.722, 1.3, ['Falah']),
  d('mursalat', 'Al Mursalat', 'المرسلات', 24.74, 46.69, 1.2, ['Mursalat']),
  d('masif', 'Al Masif', 'المصيف', 24.755, 46.678, 1.1, ['Maseef', 'Al Maseef']),
  d('rahmaniyah', 'Ar Rahmaniyah', 'الرحمانية', 24.713, 46.655, 1.2, ['Rahmaniya', 'Al Rahmaniyah']),
  d('wizarat', 'Al Wizarat', 'الوزارات', 24.668, 46.715, 1.1, ['Wazarat', 'Al Wazarat']),
  d('dirah', 'Ad Dirah', 'الديرة', 24.629, 46.711, 0.9, ['Deerah', 'Dira', 'Al Deerah']),
  d('batha', 'Al Batha', 'البطحاء', 24.637, 46.72, 0.9, ['Batha', 'Al Bathaa']),
  d('aziziyah', 'Al Aziziyah', 'العزيزية', 24.585, 46.765, 2.2, ['Aziziya', 'Al Azizia']),
  d('suwaidi', 'As Suwaidi', 'السويدي', 24.61, 46.66, 2.0, ['Suwaidi', 'Al Suwaidi', 'Swaidi']),
  d('badiah', "Al Badi'ah", 'البديعة', 24.632, 46.675, 1.3, ['Badiah', 'Al Badia']),
  d('safarat', 'Diplomatic Quarter', 'حي السفارات', 24.68, 46.624, 1.6, ['As Safarat', 'Safarat', 'DQ']),
  d('dar-baida', 'Ad Dar Al Baida', 'الدار البيضاء', 24.56, 46.77, 2.5, ['Dar Al Baida', 'Al Dar Al Baidaa']),
];

export const diriyahDistricts = [
  district('diriyah')('bujairi', 'Al Bujairi', 'البجيري', 24.736, 46.576, 1.0, ['Bujairi', 'Bujeiri']),
  district('diriyah')('turaif', 'At Turaif', 'الطريف', 24.733, 46.571, 0.6, ['Turaif', 'Al Turaif']),
];
