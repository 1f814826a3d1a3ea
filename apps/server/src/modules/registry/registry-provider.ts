import type { CompanyRecord } from '@certdesk/contract';
import type { Config } from '../../platform/config.js';
import { HttpRegistry } from './http-registry.js';
import { SimulatedRegistry } from './simulated-registry.js';

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

/** The provider the configuration asks for: REGISTRY_URL set → the HTTP API, else simulated. */
export function createRegistryProvider(config: Config): RegistryProvider {
  return config.registry.url ? new HttpRegistry(config.registry.url, config.registry.key) : new SimulatedRegistry();
}
