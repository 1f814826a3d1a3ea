import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setMessageApi } from './feedback';
import { antdSizeOf, type LayoutSize, readLayoutSize } from './layout-size';
import { LayoutSizeContext } from './layout-size-context';
import { router } from './router';

dayjs.locale('zh-cn');

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
  return (
    <ConfigProvider locale={zhCN} componentSize={componentSize} button={{ autoInsertSpace: false }} theme={{ token: { fontSize } }}>
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
