import { createHash } from 'node:crypto';
import type { FourElements } from '@certdesk/contract';

/** The four-element check service (D12): what the authority holds for an enterprise. */
export interface FourValidateProvider {
  lookup(request: FourElements): Promise<FourElements>;
}

/**
 * Simulated authority (default): answers the registry's values when the order has a registry
 * card, else echoes the request; a request whose ID card ends in an odd check digit before X gets
 * a different legal person ID, so both outcomes can be seen.
 */
export function simulatedFourValidate(registry: () => Promise<Partial<FourElements>>): FourValidateProvider {
  return {
    async lookup(request) {
      const known = await registry();
      const digest = createHash('sha256')
        .update(request.legalIdCard ?? '')
        .digest('hex');
      const idDiffers = Number.parseInt(digest.slice(0, 2), 16) % 5 === 0;
      return {
        enterpriseName: known.enterpriseName || request.enterpriseName,
        enterpriseNo: known.enterpriseNo || request.enterpriseNo,
        legalName: known.legalName || request.legalName,
        legalIdCard: idDiffers ? `${(request.legalIdCard ?? '').slice(0, 14)}0000` : request.legalIdCard,
      };
    },
  };
}
