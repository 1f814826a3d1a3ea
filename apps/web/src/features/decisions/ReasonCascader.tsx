import type { ReasonKind, ReasonOption } from '@certdesk/contract';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { reasonChildren } from './decisions-api';

interface Node {
  value: string;
  label: string;
  isLeaf: boolean;
  ext: string;
  children?: Node[];
  loading?: boolean;
}

const toNode = (o: ReasonOption): Node => ({ value: o.key, label: o.name, isLeaf: o.leaf, ext: o.ext });

/** What a choice gives the form: the leaf code and its default text (ext). */
export interface ReasonChoice {
  path: string[];
  code: string;
  ext: string;
}

/**
 * The lazy three-level reason cascader (02 §2.2): each level is loaded from
 * /api/options/{kind}?pcode=&orderId= when its parent opens; only a leaf can be chosen.
 */
export function ReasonCascader(props: {
  kind: ReasonKind;
  orderId: number;
  value: string[];
  onChange: (choice: ReasonChoice | null) => void;
  disabled?: boolean;
  placeholder: string;
  testId: string;
}) {
  const { kind, orderId } = props;
  const [options, setOptions] = useState<Node[]>([]);
  useEffect(() => {
    void reasonChildren(kind, '', orderId).then((r) => setOptions(r.map(toNode)));
  }, [kind, orderId]);
  const loadData = async (selected: Node[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    target.loading = true;
    const children = await reasonChildren(kind, target.value, orderId);
    target.loading = false;
    target.children = children.map(toNode);
    setOptions((o) => [...o]);
  };
  return (
    <Cascader<Node>
      data-testid={props.testId}
      style={{ width: '100%' }}
      options={options}
      loadData={loadData}
      value={props.value}
      disabled={props.disabled}
      placeholder={props.placeholder}
      changeOnSelect={false}
      allowClear
      onChange={(value, selected) => {
        const leaf = selected?.[selected.length - 1];
        if (!value || !leaf) return props.onChange(null);
        props.onChange({ path: value.map(String), code: leaf.value, ext: leaf.ext });
      }}
    />
  );
}
