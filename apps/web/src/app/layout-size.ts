import { getCookie, setCookie } from './cookies';

/** The four layout sizes of the specification, remembered in a cookie. */
export type LayoutSize = 'default' | 'large' | 'medium' | 'small';

export const LAYOUT_SIZES: { key: LayoutSize; label: string }[] = [
  { key: 'default', label: '默认' },
  { key: 'large', label: '大' },
  { key: 'medium', label: '中' },
  { key: 'small', label: '小' },
];

const SIZE_COOKIE = 'size';

/** The remembered layout size. */
export function readLayoutSize(): LayoutSize {
  const v = getCookie(SIZE_COOKIE);
  return LAYOUT_SIZES.some((s) => s.key === v) ? (v as LayoutSize) : 'default';
}

/** Remembers the layout size. */
export function writeLayoutSize(size: LayoutSize) {
  setCookie(SIZE_COOKIE, size);
}

/** antd's component size and base font size for a layout size. */
export function antdSizeOf(size: LayoutSize): { componentSize: 'small' | 'middle' | 'large'; fontSize: number } {
  if (size === 'large') return { componentSize: 'large', fontSize: 15 };
  if (size === 'medium') return { componentSize: 'middle', fontSize: 13 };
  if (size === 'small') return { componentSize: 'small', fontSize: 12 };
  return { componentSize: 'middle', fontSize: 14 };
}
