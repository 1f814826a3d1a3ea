/**
 * Registry comparison flags of order types 1 and 2 (02 §5): the registry record (查档) is
 * compared with the incoming order, and each field gets a Chinese flag or none. Type 3 shows a
 * part of them: its screen picks the fields it displays from the same result.
 */
import {
  companyNameFlag,
  creditCodeFlag,
  emptyFlag,
  licenseExpiryFlag,
  operatingStatusFlag,
  REGISTRY_FLAGS,
  simpleLogoutFlag,
} from './registry-flags.js';

/** The registry record's fields that the comparison reads. */
export interface RegistryRecord {
  companyName: string | null;
  socialCredit: string | null;
  province: string | null;
  city: string | null;
  /** Licence end: 'YYYY-MM-DD' (a time may follow), milliseconds, or words such as 长期. */
  licenseEnd: string | number | null;
  /** Registration status, e.g. 存续（在营、开业、在册）. */
  operatingName: string | null;
  /** Simple deregistration notice: 是 or 否. */
  simpleLogout: string | null;
}

/** The incoming order's fields that the registry record is compared with. */
export interface IncomingOrder {
  companyName: string | null;
  socialCredit: string | null;
}

/** Message when success is refused because of registry errors (02 §5). */
export const REGISTRY_SUBMIT_BLOCKED = '档案信息不一致，请检查！不可提交。';

/** Field names of the registry comparison. */
export type RegistryField = 'companyName' | 'socialCredit' | 'province' | 'city' | 'licenseEnd' | 'operatingName' | 'simpleLogout';
/** Why a field blocks success; only 'onlyCase' lets a success through, with a warning. */
export type RegistryErrorKind = 'empty' | 'expiring' | 'notActive' | 'suspectedLogout' | 'mismatch' | 'onlyCase';

/** One blocking finding of the comparison. */
export interface RegistryError {
  field: RegistryField;
  kind: RegistryErrorKind;
  message: string;
}

/** The flag of each field (informational 永续经营 included) and the blocking errors. */
export interface RegistryComparison {
  flags: Partial<Record<RegistryField, string>>;
  errors: RegistryError[];
}

const KIND_OF_FLAG: Record<string, RegistryErrorKind> = {
  [REGISTRY_FLAGS.empty]: 'empty',
  [REGISTRY_FLAGS.expiring]: 'expiring',
  [REGISTRY_FLAGS.notActive]: 'notActive',
  [REGISTRY_FLAGS.suspectedLogout]: 'suspectedLogout',
  [REGISTRY_FLAGS.mismatch]: 'mismatch',
  [REGISTRY_FLAGS.onlyCase]: 'onlyCase',
};

/** Compares a registry record with the incoming order: the flag of every field and the errors. */
export function compareRegistry(
  registry: RegistryRecord,
  incoming: IncomingOrder,
  orderExpiredDate: Date | number | null,
): RegistryComparison {
  const candidates: [RegistryField, string | null][] = [
    ['companyName', companyNameFlag(registry.companyName, incoming.companyName)],
    ['socialCredit', creditCodeFlag(registry.socialCredit, incoming.socialCredit)],
    ['province', emptyFlag(registry.province)],
    ['city', emptyFlag(registry.city)],
    ['licenseEnd', licenseExpiryFlag(registry.licenseEnd, orderExpiredDate)],
    ['operatingName', operatingStatusFlag(registry.operatingName)],
    ['simpleLogout', simpleLogoutFlag(registry.simpleLogout)],
  ];
  const result: RegistryComparison = { flags: {}, errors: [] };
  for (const [field, message] of candidates) {
    if (message === null) continue;
    result.flags[field] = message;
    const kind = KIND_OF_FLAG[message];
    // 永续经营 is information, not a fault.
    if (kind) result.errors.push({ field, kind, message });
  }
  return result;
}

/**
 * Whether a certification may be submitted as a success given the comparison errors (02 §5):
 * allowed with no errors, allowed with a warning when the only error is a case-only credit
 * code difference, refused otherwise.
 */
export function registrySubmitCheck(
  errors: readonly RegistryError[],
): { allowed: true; warning: string | null } | { allowed: false; message: string } {
  if (errors.length === 0) return { allowed: true, warning: null };
  const [only] = errors;
  if (errors.length === 1 && only?.kind === 'onlyCase') return { allowed: true, warning: only.message };
  return { allowed: false, message: REGISTRY_SUBMIT_BLOCKED };
}
