import type { ReactNode } from 'react';

/** One search field of a list page. */
export type FilterField =
  | { name: string; label: string; type: 'input'; placeholder?: string; advanced?: boolean }
  | {
      name: string;
      label: string;
      type: 'select';
      options: { label: string; value: string | number }[];
      multiple?: boolean;
      advanced?: boolean;
    }
  | { name: string; label: string; type: 'dateRange'; advanced?: boolean }
  /** Any control taking value/onChange (area cascader, people picker …). */
  | { name: string; label: string; type: 'custom'; render: () => ReactNode; advanced?: boolean };
