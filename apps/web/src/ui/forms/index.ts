export { confirmAction } from './confirm-action';
export { isFormValidationError, validValues } from './valid-values';
