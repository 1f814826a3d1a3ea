import type { FormInstance } from 'antd';

/** True for the rejection of antd's validateFields: the fields then show their own messages. */
export function isFormValidationError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && Array.isArray((e as { errorFields?: unknown }).errorFields);
}

/**
 * The form's values, or null when a field is invalid. antd's validateFields rejects on a form
 * error; awaited bare in a dialog's OK handler, that rejection reached nobody and surfaced as an
 * unhandled promise rejection (issue 19), while the fields already told the user what to fix.
 * Other errors still propagate.
 */
export async function validValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (e) {
    if (isFormValidationError(e)) return null;
    throw e;
  }
}
