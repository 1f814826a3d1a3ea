export { confirmAction } from './confirm-action';
export { TextItem } from './TextItem';
export { type EditDialogProps, type FormDialogOptions, useFormDialog } from './use-form-dialog';
export { isFormValidationError, validValues } from './valid-values';
