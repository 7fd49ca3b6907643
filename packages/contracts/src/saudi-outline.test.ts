import { describe, expect, it } from 'vitest';
import { isInSaudiArabia } from './saudi-outline.ts';

const inside: [string, number, number][] = [
  ['Riyadh', 24.7136, 46.6753],
  ['Jeddah', 21.4858, 39.1925],
  ['Mecca', 21.3891, 39.8579],
  ['Medina', 24.4672, 39.6112],
  ['Dammam', 26.4207, 50.0888],
  ['Khobar', 26.2172, 50.1971],
  ['Jubail', 27.0046, 49.646],
  ['Khafji', 28.4328, 48.4913],
  ['Tabuk', 28.3835, 36.5662],
  ['Abha', 18.2164, 42.5053],
  ['Jizan', 16.8892, 42.5511],
  ['Najran', 17.4917, 44.1322],
  ['Yanbu', 24.0895, 38.0618],
  ['Al Wajh', 26.2324, 36.4636],
  ['Qunfudhah', 19.1264, 41.0789],
  ['Hail', 27.5114, 41.7208],
  ['Arar', 30.9753, 41.0381],
  ['Sakakah', 29.9697, 40.2064],
  ['Hofuf', 25.3838, 49.5862],
  ['Salwa', 24.7326, 50.8215],
];
const outside: [string, number, number][] = [
  ['Manama', 26.2285, 50.586],
  ['Doha', 25.2854, 51.531],
  ['Kuwait City', 29.3759, 47.9774],
  ['Amman', 31.9454, 35.9284],
  ['Aqaba', 29.5321, 35.0063],
  ['Abu Dhabi', 24.4539, 54.3773],
  ['Dubai', 25.2048, 55.2708],
  ['Sanaa', 15.3694, 44.191],
  ['Cairo (the spec’s default map centre)', 30.04442, 31.235712],
  ['Basra', 30.5085, 47.7804],
  ['Red Sea off Jeddah', 21.5, 38.6],
  ['null island', 0, 0],
];

describe('isInSaudiArabia', () => {
  it.each(inside)('%s is inside', (_name, lat, lng) => expect(isInSaudiArabia(lat, lng)).toBe(true));
  it.each(outside)('%s is outside', (_name, lat, lng) => expect(isInSaudiArabia(lat, lng)).toBe(false));
});
