import { insideRing } from './geo.ts';

/**
 * A coarse outline of Saudi Arabia's land border and coast ([longitude, latitude], about 60 km accuracy), drawn
 * from public facts for two uses: refusing an address outside the country (`isInSaudiArabia`), and the offline
 * map's country shape. It errs on the side of the coast: every city and town on the coasts is inside, and the
 * neighbours' capitals (Manama, Doha, Kuwait City, Amman, Abu Dhabi, Sanaa) are outside.
 */
export const saudiOutline: readonly (readonly [number, number])[] = [
  [34.95, 29.36], // Gulf of Aqaba, Haql
  [36.07, 29.19],
  [36.75, 29.87],
  [37.5, 30.0],
  [37.67, 30.33],
  [38.0, 30.5],
  [37.0, 31.5],
  [39.2, 32.16], // Jordan, Iraq
  [40.4, 31.95],
  [42.08, 31.1],
  [44.7, 29.2],
  [46.55, 29.1], // Iraq, Kuwait
  [47.46, 29.0],
  [47.7, 28.53],
  [48.45, 28.54],
  [48.65, 28.2],
  [48.9, 27.6],
  [49.75, 27.15],
  [50.3, 26.6],
  [50.3, 26.0],
  [50.5, 25.6],
  [50.6, 25.0],
  [50.8, 24.75], // Qatar
  [51.3, 24.45],
  [51.6, 24.25], // UAE
  [52.58, 22.94],
  [55.2, 22.7],
  [55.67, 22.0], // Oman
  [55.0, 20.0],
  [52.0, 19.0],
  [49.1, 18.6], // Yemen
  [48.2, 18.2],
  [47.0, 16.95],
  [46.75, 17.3],
  [45.2, 17.4],
  [44.1, 17.35],
  [43.4, 17.5],
  [43.1, 16.7],
  [42.75, 16.4], // Red Sea
  [42.5, 16.8],
  [42.2, 17.5],
  [41.2, 18.7],
  [40.6, 19.7],
  [39.6, 20.8],
  [39.05, 21.3],
  [39.0, 21.8],
  [38.9, 22.5],
  [38.3, 23.7],
  [37.4, 24.4],
  [37.05, 25.1],
  [36.4, 25.9],
  [35.7, 26.9],
  [35.1, 27.9],
  [34.6, 28.1],
  [34.75, 28.9],
];

/** Inside the outline (ray casting). */
export const isInSaudiArabia = (latitude: number, longitude: number): boolean =>
  insideRing(latitude, longitude, saudiOutline);
