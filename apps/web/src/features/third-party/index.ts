export { SupplementButton, SupplementDialog } from './SupplementDialog';
