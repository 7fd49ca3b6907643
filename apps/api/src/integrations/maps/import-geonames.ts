/**
 * `npm run maps:import -- <GeoNames dump> [--out <file>] [--country SA]`: writes the gazetteer file that
 * MAP_GAZETTEER_PATH loads (added to the shipped data at start). Reads the dump line by line.
 */
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { GazetteerFile } from './gazetteer-place.ts';
import { linkPlaces, parseGeoNamesLine } from './geonames-import.ts';

export async function importGeoNames(input: string, output: string, country = 'SA'): Promise<GazetteerFile> {
  const rows = [];
  const lines = createInterface({ input: createReadStream(input, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const row = parseGeoNamesLine(line, country);
    if (row) rows.push(row);
  }
  const file: GazetteerFile = {
    format: 'hajz-gazetteer/1',
    source: `GeoNames (CC BY 4.0, geonames.org): ${input}`,
    places: linkPlaces(rows),
  };
  mkdirSync(dirname(resolve(output)), { recursive: true });
  writeFileSync(output, JSON.stringify(file));
  return file;
}

async function main(argv: string[]) {
  const flag = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv.splice(i, 2)[1] : undefined;
  };
  const output = flag('--out') ?? 'data/gazetteer.json';
  const country = flag('--country') ?? 'SA';
  const [input] = argv;
  if (!input) {
    console.error(
      'usage: npm run maps:import -- <GeoNames dump, e.g. SA.txt> [--out data/gazetteer.json] [--country SA]',
    );
    process.exit(2);
  }
  const file = await importGeoNames(input, output, country);
  const kinds = Object.entries(
    file.places.reduce<Record<string, number>>((n, p) => ({ ...n, [p.kind]: (n[p.kind] ?? 0) + 1 }), {}),
  );
  console.log(
    `wrote ${file.places.length} places (${kinds.map(([k, n]) => `${n} ${k}`).join(', ')}) to ${output}`,
  );
  console.log(`start the server with MAP_GAZETTEER_PATH=${resolve(output)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
