import { createContext, useContext } from 'react';
import type { LayoutSize } from './layout-size';

export const LayoutSizeContext = createContext<{ size: LayoutSize; setSize: (s: LayoutSize) => void }>({
  size: 'default',
  setSize: () => {},
});

/** The current layout size and its setter. */
export const useLayoutSize = () => useContext(LayoutSizeContext);
