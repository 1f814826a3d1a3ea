import type { Config } from '../../platform/config.js';
import { HttpRegistry } from './http-registry.js';
import type { RegistryProvider } from './registry-provider.js';
import { SimulatedRegistry } from './simulated-registry.js';

/**
 * The provider the configuration asks for: REGISTRY_URL set → the HTTP API, else simulated.
 * Apart from registry-provider.ts, which both implementations import (no import cycle).
 */
export function createRegistryProvider(config: Config): RegistryProvider {
  return config.registry.url ? new HttpRegistry(config.registry.url, config.registry.key) : new SimulatedRegistry();
}
