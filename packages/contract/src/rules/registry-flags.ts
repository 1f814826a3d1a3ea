/**
 * The single-field flags of the registry comparison (02 §5), each the Chinese text shown
 * beside the field, or null. `compareRegistry` combines them.
 */
import { companyNamesMatch } from './company-name.js';
import { dayNumberOf, endOfShanghaiDay, shanghaiDayNumber } from './working-days.js';

/** Flag texts shown beside the registry fields. */
export const REGISTRY_FLAGS = {
  empty: '内容不能为空',
  expiring: '证照即将过期',
  perpetual: '永续经营',
  notActive: '非存续',
  suspectedLogout: '疑似注销',
  mismatch: '和来单不一致',
  onlyCase: '和来单大小写不一致',
} as const;

/** A licence ending within this many ms after the order's expiry is about to expire (30 days). */
export const LICENSE_EXPIRY_THRESHOLD_MS = 2_592_000_000;
/** Licence end date that registries use for "no fixed term". */
export const PERPETUAL_LICENSE_END = '5000-01-01';

const PERPETUAL_WORDS = ['长期', '永久', '无固定期限', '永续'];
const ACTIVE_WORDS = ['在业', '在营', '在册', '开业', '存续'];
const PERPETUAL_DAY = dayNumberOf(PERPETUAL_LICENSE_END);

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

/** 内容不能为空 when a required registry value (province, city) is missing. */
export function emptyFlag(value: string | null | undefined): string | null {
  return isBlank(value) ? REGISTRY_FLAGS.empty : null;
}

/** Shanghai day number of a licence end, 'perpetual', or null when absent or unreadable. */
function licenseEndDay(licenseEnd: string | number | null): number | 'perpetual' | null {
  if (licenseEnd == null) return null;
  if (typeof licenseEnd === 'number') {
    if (!Number.isFinite(licenseEnd)) return null;
    const day = shanghaiDayNumber(new Date(licenseEnd));
    return day >= PERPETUAL_DAY ? 'perpetual' : day;
  }
  const text = licenseEnd.trim();
  if (PERPETUAL_WORDS.some((word) => text.includes(word))) return 'perpetual';
  const prefix = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  if (!prefix) return null;
  try {
    const day = dayNumberOf(prefix);
    return day >= PERPETUAL_DAY ? 'perpetual' : day;
  } catch {
    return null;
  }
}

/**
 * 永续经营 for the 5000-01-01 sentinel (or words such as 长期); 证照即将过期 when the licence
 * ends before the order's expiry plus 30 days. A licence is valid through its end date, so the
 * date counts as its last instant in Shanghai; a millisecond value is read as the Shanghai day
 * it falls on, as registries send midnight of the date. Null when nothing is known.
 */
export function licenseExpiryFlag(licenseEnd: string | number | null, orderExpiredDate: Date | number | null): string | null {
  const day = licenseEndDay(licenseEnd);
  if (day === 'perpetual') return REGISTRY_FLAGS.perpetual;
  if (day === null || orderExpiredDate == null) return null;
  const expiry = typeof orderExpiredDate === 'number' ? orderExpiredDate : orderExpiredDate.getTime();
  return endOfShanghaiDay(day).getTime() < expiry + LICENSE_EXPIRY_THRESHOLD_MS ? REGISTRY_FLAGS.expiring : null;
}

/** 非存续 unless the status contains 在业, 在营, 在册, 开业 or 存续 (a missing status included). */
export function operatingStatusFlag(status: string | null | undefined): string | null {
  return ACTIVE_WORDS.some((word) => status?.includes(word)) ? null : REGISTRY_FLAGS.notActive;
}

/** 疑似注销 when the simple-deregistration field says 是. */
export function simpleLogoutFlag(simpleLogout: string | null | undefined): string | null {
  return simpleLogout?.trim() === '是' ? REGISTRY_FLAGS.suspectedLogout : null;
}

/** 和来单不一致 when the names differ beyond the ignored characters (see company-name.ts). */
export function companyNameFlag(registryName: string | null | undefined, incomingName: string | null | undefined): string | null {
  return companyNamesMatch(registryName, incomingName) ? null : REGISTRY_FLAGS.mismatch;
}

/** 和来单大小写不一致 when the codes differ only in letter case, 和来单不一致 when they differ otherwise. */
export function creditCodeFlag(registryCode: string | null | undefined, incomingCode: string | null | undefined): string | null {
  const a = (registryCode ?? '').trim();
  const b = (incomingCode ?? '').trim();
  if (a === b) return null;
  return a.toUpperCase() === b.toUpperCase() ? REGISTRY_FLAGS.onlyCase : REGISTRY_FLAGS.mismatch;
}
