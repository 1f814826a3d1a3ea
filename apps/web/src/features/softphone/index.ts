// The browser softphone (D8): import from here.
export { type DialOrder, dial } from './dial';
export { hasSoftphone, SoftphoneWidget } from './SoftphoneWidget';
export { callPopupShown } from './softphone-store';
export { useSoftphone } from './use-softphone';
