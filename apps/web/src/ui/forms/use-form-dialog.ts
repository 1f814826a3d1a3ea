import { type ButtonProps, Form, type FormInstance, type ModalProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { validValues } from './valid-values';

/** What the page hands an add/edit dialog: the row to edit (null to add), whether it is open, what follows. */
export interface EditDialogProps<Row> {
  row: Row | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** What an add/edit form dialog does: how it fills its form, how it saves, what follows. */
export interface FormDialogOptions<Values, Row, Result> {
  open: boolean;
  /** The row being edited; null or absent when adding. */
  row?: Row | null;
  /** The form's values each time the dialog opens: the row's, or the blank ones when adding. */
  valuesOf?: (row: Row | null) => Partial<Values>;
  /** Saves the valid values (a failed call has shown its message and keeps the dialog open). */
  save: (values: Values) => Promise<Result>;
  /** After a save: the toast (保存成功 unless given; null for none) and then this. */
  onSaved: (result: Result) => void;
  success?: string | null;
  onClose: () => void;
  /** The test id of the OK button. */
  submitTestId: string;
}

/**
 * The form and the Modal props of an add/edit dialog: the form filled on opening, OK validates
 * (the fields show their own messages), saves with the button spinning, toasts and hands back;
 * Cancel closes. The dialogs keep only their title, fields and what they send.
 */
export function useFormDialog<Values, Row = never, Result = unknown>(
  o: FormDialogOptions<Values, Row, Result>,
): { form: FormInstance<Values>; modalProps: ModalProps } {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // The latest options, read when the dialog opens or saves: a caller's inline functions are new
  // on every render and must not refill the form while the user types.
  const latest = useRef(o);
  latest.current = o;
  const { open, row } = o;
  useEffect(() => {
    const { valuesOf } = latest.current;
    if (open && valuesOf) form.setFieldsValue(valuesOf(row ?? null) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, row, form]);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { save, success, onSaved } = latest.current;
    setBusy(true);
    try {
      const result = await save(values);
      if (success !== null) toastSuccess(success ?? '保存成功');
      onSaved(result);
    } catch {
      // The API client has shown the message.
    } finally {
      setBusy(false);
    }
  };
  return {
    form,
    modalProps: {
      open,
      onOk: submit,
      onCancel: o.onClose,
      confirmLoading: busy,
      okButtonProps: { 'data-testid': o.submitTestId } as ButtonProps,
    },
  };
}
