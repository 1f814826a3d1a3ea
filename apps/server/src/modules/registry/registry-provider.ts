import type { CompanyRecord } from '@certdesk/contract';

/** What a lookup asks the registry. */
export interface LookupRequest {
  companyName: string;
  socialCredit: string;
  /** 10 institution, 20 enterprise. */
  orgType: number;
}

/**
 * A company registry (D10): the simulated registry by default, or a commercial registry API.
 * `lookup` answers the company record or throws (the job retries with back-off).
 */
export interface RegistryProvider {
  readonly name: string;
  lookup(request: LookupRequest): Promise<CompanyRecord>;
}

/** A lookup that will not succeed by retrying (the company does not exist): the job stops at once. */
export class RegistryNotFoundError extends Error {
  constructor(message = '未查询到该企业') {
    super(message);
    this.name = 'RegistryNotFoundError';
  }
}
