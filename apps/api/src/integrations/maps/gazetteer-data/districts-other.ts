/** Districts of the demo's other branch cities, Al Khobar and Madinah (approximate, written for this repository). */
import { district } from '../gazetteer-place.ts';

const k = district('khobar');
const m = district('madinah');

export const khobarDistricts = [
  k('bandariyah', 'Al Bandariyah', 'البندرية', 26.3, 50.215, 1.0, ['Bandariya', 'Al Bandaria']),
  k('hamra', 'Al Hamra', 'الحمراء', 26.32, 50.213, 1.0, ['Hamra']),
  k('yarmuk', 'Al Yarmuk', 'اليرموك', 26.31, 50.195, 1.0, ['Yarmouk']),
  k('aqrabiyah', 'Al Aqrabiyah', 'العقربية', 26.289, 50.204, 0.9, ['Aqrabiya', 'Al Akrabiya']),
  k('thuqbah', 'Ath Thuqbah', 'الثقبة', 26.277, 50.188, 1.2, ['Thuqbah', 'Thugbah', 'Al Thuqbah']),
  k('olaya', 'Al Olaya', 'العليا', 26.262, 50.195, 1.2, ['Olaya', 'Olaia']),
  k('rawabi', 'Ar Rawabi', 'الروابي', 26.245, 50.195, 1.3, ['Rawabi', 'Al Rawabi']),
  k('rakah', 'Ar Rakah', 'الراكة', 26.345, 50.195, 1.8, ['Rakah', 'Al Rakah', 'Raka']),
  k('aziziyah', 'Al Aziziyah', 'العزيزية', 26.2, 50.2, 2.0, ['Aziziya']),
];

export const madinahDistricts = [
  m('sultanah', 'As Sultanah', 'السلطانة', 24.48, 39.586, 1.2, ['Sultana', 'Al Sultanah']),
  m('markaziyah', 'Central Area', 'المنطقة المركزية', 24.468, 39.611, 0.9, ['Al Markaziyah', 'Haram']),
  m('quba', 'Quba', 'قباء', 24.44, 39.617, 1.3, ['Qubaa', 'Kuba']),
  m('awali', 'Al Awali', 'العوالي', 24.425, 39.635, 1.4, ['Awali']),
  m('shuhada', 'Sayed Al Shuhada', 'سيد الشهداء', 24.5, 39.615, 1.3, ['Sayyid ash Shuhada', 'Uhud']),
  m('khalidiyah', 'Al Khalidiyah', 'الخالدية', 24.492, 39.57, 1.2, ['Khalidiya']),
  m('uyun', 'Al Uyun', 'العيون', 24.53, 39.57, 2.0, ['Uyoon', 'Al Oyoun']),
  m('aziziyah', 'Al Aziziyah', 'العزيزية', 24.44, 39.58, 1.5, ['Aziziya']),
];
