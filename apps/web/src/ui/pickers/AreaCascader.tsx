import { type AreaOption, optionsApi } from '@certdesk/contract';
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';

interface Node {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Node[];
}

const toNodes = (list: AreaOption[], depth: number, level: number): Node[] =>
  list.map((a) => ({ value: a.key, label: a.name, isLeaf: a.leaf || level >= depth }));

/**
 * Province / city / district cascader (01 §2), loaded lazily by parent code from
 * /api/options/area. `depth` 2 stops at cities (the list filters), 3 goes to districts.
 */
export function AreaCascader({
  value,
  onChange,
  depth = 2,
  placeholder = '请选择省市',
  testId,
}: {
  value?: string[];
  onChange?: (value: string[] | undefined) => void;
  depth?: 2 | 3;
  placeholder?: string;
  testId?: string;
}) {
  const [options, setOptions] = useState<Node[]>([]);
  useEffect(() => {
    let live = true;
    void call(optionsApi.area, {}).then((list) => live && setOptions(toNodes(list, depth, 1)));
    return () => {
      live = false;
    };
  }, [depth]);

  // A value given from outside (a row being edited) shows its labels only once its path is loaded.
  const loadedPath = useRef('');
  useEffect(() => {
    if (!value || value.length < 2 || options.length === 0) return;
    const key = value.join('/');
    if (loadedPath.current === key) return;
    loadedPath.current = key;
    void (async () => {
      let level = options;
      for (let i = 0; i < value.length - 1; i++) {
        const node = level.find((n) => n.value === value[i]);
        if (!node || node.isLeaf) break;
        node.children ??= toNodes(await call(optionsApi.area, { pcode: node.value }), depth, i + 2);
        level = node.children;
      }
      setOptions((o) => [...o]);
    })().catch(() => undefined); // The API client has shown the message.
  }, [value, options, depth]);

  const loadData = async (selected: Node[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    const list = await call(optionsApi.area, { pcode: target.value });
    target.children = toNodes(list, depth, selected.length + 1);
    setOptions((o) => [...o]);
  };

  return (
    <Cascader<Node>
      options={options}
      loadData={loadData}
      value={value}
      onChange={(v) => onChange?.(v && v.length > 0 ? (v as string[]) : undefined)}
      changeOnSelect
      allowClear
      placeholder={placeholder}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
