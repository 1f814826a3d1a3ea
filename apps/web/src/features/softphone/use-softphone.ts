import { useSyncExternalStore } from 'react';
import { type SoftphoneSnapshot, softphoneStore } from './softphone-store';

/** The softphone's state in a component. */
export function useSoftphone(): SoftphoneSnapshot {
  return useSyncExternalStore(softphoneStore.subscribe, softphoneStore.get);
}
