import type { MessageInstance } from 'antd/es/message/interface';

// The API client lives outside React, so the app hands it antd's message API once mounted
// (static antd methods would miss the theme and locale of ConfigProvider).
let api: MessageInstance | undefined;

/** Called once by the app root with antd's message instance. */
export function setMessageApi(instance: MessageInstance) {
  api = instance;
}

/** Error toast, 5 seconds (01 §8). */
export function toastError(text: string) {
  if (api) void api.error(text, 5);
  else console.error(text);
}

/** Success toast. */
export function toastSuccess(text: string) {
  if (api) void api.success(text);
}

/** Warning toast; with a key, a repeat replaces the one shown instead of stacking under it. */
export function toastWarning(text: string, key?: string) {
  if (api) void api.open({ type: 'warning', content: text, duration: 5, key });
}
