/**
 * The area cascader walks GB/T 2260 in its short forms (province 44, city 4403, district
 * 440305); the configuration rows store the six-digit forms (440000, 440300, 440305), as the
 * demo data and the order detail's look-ups do. These convert between the two.
 */
export function cascaderToCodes(path: readonly string[] | undefined): { province: string; city: string; area: string } {
  const [p = '', c = '', a = ''] = path ?? [];
  const long = (code: string) => (code === '' ? '' : code.padEnd(6, '0'));
  return { province: long(p), city: long(c), area: a };
}

/** The cascader path of stored codes; a stored value that is not a code (a typed name) ends the path. */
export function codesToCascader(province: string, city = '', area = ''): string[] {
  const path: string[] = [];
  const parts: [string, number][] = [
    [province, 2],
    [city, 4],
    [area, 6],
  ];
  for (const [code, digits] of parts) {
    if (!/^\d{6}$/.test(code) && !(code.length === digits && /^\d+$/.test(code))) break;
    const short = code.slice(0, digits);
    // A six-digit code must continue its parent (440300 under 440000).
    if (path.length > 0 && !short.startsWith(path[path.length - 1] ?? '')) break;
    path.push(short);
  }
  return path;
}
