/** Jeddah's districts (approximate centres and radii written for this repository from public knowledge). */
import { district } from '../gazetteer-place.ts';

const d = district('jeddah');

export const jeddahDistricts = [
  d('andalus', 'Al Andalus', 'الأندلس', 21.547, 39.147, 1.4, ['Andalus', 'Al Andalous']),
  d('hamra', 'Al Hamra', 'الحمراء', 21.521, 39.16, 1.3, ['Hamra', 'Al Hamraa']),
  d('ruwais', 'Ar Ruwais', 'الرويس', 21.5, 39.172, 1.0, ['Ruwais', 'Al Ruwais']),
  d('rawdah', 'Ar Rawdah', 'الروضة', 21.563, 39.158, 1.3, ['Rawdah', 'Al Rawda']),
  d('khalidiyah', 'Al Khalidiyah', 'الخالدية', 21.557, 39.131, 1.1, ['Khalidiya', 'Al Khalidiya']),
  d('zahra', 'Az Zahra', 'الزهراء', 21.58, 39.14, 1.4, ['Zahra', 'Al Zahraa']),
  d('shati', 'Ash Shati', 'الشاطئ', 21.595, 39.11, 2.0, ['Shatea', 'Al Shatie', 'Shati']),
  d('naeem', 'An Naeem', 'النعيم', 21.615, 39.135, 1.3, ['Naeem', 'Al Naim']),
  d('salamah', 'As Salamah', 'السلامة', 21.585, 39.162, 1.4, ['Salama', 'Al Salamah']),
  d('nahdah', 'An Nahdah', 'النهضة', 21.605, 39.156, 1.3, ['Nahda', 'Al Nahda']),
  d('basateen', 'Al Basateen', 'البساتين', 21.627, 39.115, 1.5, ['Basatin', 'Basateen']),
  d('muhammadiyah', 'Al Muhammadiyah', 'المحمدية', 21.64, 39.13, 1.5, ['Mohammadiyah', 'Al Mohammadia']),
  d('obhur', 'Obhur Ash Shamaliyah', 'أبحر الشمالية', 21.75, 39.105, 3.0, ['Obhur', 'Abhur', 'North Obhur']),
  d('balad', 'Al Balad', 'البلد', 21.485, 39.187, 1.2, ['Balad', 'Historic Jeddah']),
  d('faisaliyah', 'Al Faisaliyah', 'الفيصلية', 21.565, 39.182, 1.2, ['Faisaliya', 'Al Faisalia']),
  d('aziziyah', 'Al Aziziyah', 'العزيزية', 21.545, 39.2, 1.2, ['Aziziya']),
  d('rehab', 'Ar Rihab', 'الرحاب', 21.557, 39.218, 1.2, ['Rehab', 'Al Rehab']),
  d('safa', 'As Safa', 'الصفا', 21.582, 39.205, 1.7, ['Safa', 'Al Safa']),
  d('marwah', 'Al Marwah', 'المروة', 21.612, 39.205, 1.6, ['Marwa', 'Al Marwa']),
];
