import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { CSP_NONCE } from './csp-nonce';
import { setMessageApi } from './feedback';
import { antdSizeOf, type LayoutSize, readLayoutSize } from './layout-size';
import { LayoutSizeContext } from './layout-size-context';
import { prefersReducedMotion, useReducedMotion } from './reduced-motion';
import { router } from './router';

dayjs.locale('zh-cn');

// Static dialogs (Modal.confirm) render outside the app's tree: give them its locale, buttons and motion.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider
      locale={zhCN}
      csp={{ nonce: CSP_NONCE }}
      button={{ autoInsertSpace: false }}
      theme={{ token: { motion: !prefersReducedMotion() } }}
    >
      {children}
    </ConfigProvider>
  ),
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** Hands antd's message API to the API client once mounted inside <AntApp>. */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

/** Root: locale, theme and size, queries, router. */
export function App() {
  const [size, setSize] = useState<LayoutSize>(readLayoutSize);
  const { componentSize, fontSize } = antdSizeOf(size);
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      csp={{ nonce: CSP_NONCE }}
      componentSize={componentSize}
      button={{ autoInsertSpace: false }}
      theme={{ token: { fontSize, motion: !reducedMotion } }}
    >
      <AntApp>
        <FeedbackBridge />
        <LayoutSizeContext.Provider value={{ size, setSize }}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LayoutSizeContext.Provider>
      </AntApp>
    </ConfigProvider>
  );
}
