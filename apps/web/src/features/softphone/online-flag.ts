/** Local-storage key of the softphone's online flag (01 §4): re-login on reload when true. */
export const ONLINE_FLAG_KEY = 'softphoneOnline';

/** True when the seat was online when the page was last open. */
export function readOnlineFlag(): boolean {
  try {
    return localStorage.getItem(ONLINE_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers whether the seat is online. */
export function writeOnlineFlag(online: boolean) {
  try {
    localStorage.setItem(ONLINE_FLAG_KEY, String(online));
  } catch {
    // Private mode without storage: the seat simply does not come back online by itself.
  }
}
