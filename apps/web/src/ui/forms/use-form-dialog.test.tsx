import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMessageApi } from '../../app/feedback';
import { type FormDialogOptions, useFormDialog } from './use-form-dialog';

interface Values {
  name: string;
}
interface Row {
  id: number;
  name: string;
}
type Options = FormDialogOptions<Values, Row, number>;

function Probe(o: Options) {
  const { form, modalProps } = useFormDialog<Values, Row, number>(o);
  return (
    <Form form={form}>
      <Form.Item name="name" rules={[{ required: true, message: '请输入名称' }]}>
        <Input data-testid="name" />
      </Form.Item>
      <button type="button" data-testid="ok" onClick={(e) => modalProps.onOk?.(e as MouseEvent<HTMLButtonElement>)}>
        OK
      </button>
      <span data-testid="busy">{String(Boolean(modalProps.confirmLoading))}</span>
    </Form>
  );
}

function setup(over: Partial<Options> = {}) {
  const toasts: string[] = [];
  setMessageApi({ success: (text: string) => toasts.push(text) } as unknown as MessageInstance);
  const options: Options = {
    open: true,
    row: { id: 7, name: '甲' },
    valuesOf: (r) => ({ name: r?.name ?? '' }),
    save: vi.fn(async (v: Values) => v.name.length),
    onSaved: vi.fn(),
    onClose: vi.fn(),
    submitTestId: 'x-submit',
    ...over,
  };
  const view = render(<Probe {...options} />);
  return { options, toasts, view };
}

// antd's form grid asks for media queries, which jsdom lacks.
window.matchMedia ??= ((media: string) => ({
  matches: false,
  media,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

const input = () => screen.getByTestId('name') as HTMLInputElement;

afterEach(cleanup);

describe('useFormDialog', () => {
  it('fills the form from the row on opening, saves the valid values, toasts and hands back the answer', async () => {
    const { options, toasts } = setup();
    await waitFor(() => expect(input().value).toBe('甲'));
    fireEvent.change(input(), { target: { value: '乙丙' } });
    await act(async () => fireEvent.click(screen.getByTestId('ok')));
    await waitFor(() => expect(options.onSaved).toHaveBeenCalledWith(2));
    expect(options.save).toHaveBeenCalledWith({ name: '乙丙' });
    expect(toasts).toEqual(['保存成功']);
    expect(screen.getByTestId('busy').textContent).toBe('false');
  });

  it('saves nothing while a field is invalid', async () => {
    const { options } = setup({ row: null });
    await act(async () => fireEvent.click(screen.getByTestId('ok')));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(options.save).not.toHaveBeenCalled();
  });

  it('keeps the dialog when the call fails, and shows no toast where the caller shows the answer', async () => {
    const failing = setup({ save: vi.fn(async () => Promise.reject(new Error('refused'))) });
    await waitFor(() => expect(input().value).toBe('甲'));
    await act(async () => fireEvent.click(screen.getByTestId('ok')));
    await waitFor(() => expect(failing.options.save).toHaveBeenCalled());
    expect(failing.options.onSaved).not.toHaveBeenCalled();
    expect(failing.toasts).toEqual([]);
    expect(screen.getByTestId('busy').textContent).toBe('false');
    cleanup();
    const quiet = setup({ success: null });
    await waitFor(() => expect(input().value).toBe('甲'));
    await act(async () => fireEvent.click(screen.getByTestId('ok')));
    await waitFor(() => expect(quiet.options.onSaved).toHaveBeenCalledWith(1));
    expect(quiet.toasts).toEqual([]);
  });

  it('does not refill what the user typed when the page re-renders with new callbacks', async () => {
    const { options, view } = setup();
    await waitFor(() => expect(input().value).toBe('甲'));
    fireEvent.change(input(), { target: { value: '改过' } });
    view.rerender(<Probe {...options} valuesOf={(r) => ({ name: r?.name ?? '' })} />);
    expect(input().value).toBe('改过');
  });
});
