import { z } from 'zod';

/**
 * Chinese words for the checks a schema states without a message of its own (a type, a length, a
 * format). Zod's own zh-CN locale names types and origins in English ("期望 string"), which
 * staff cannot read; these say what to fix. A message written on a schema still wins, and the
 * server's error handler puts the field's Chinese name in front.
 */
const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否',
  array: '列表',
  object: '对象',
  date: '时间',
};

const FORMAT_NAMES: Record<string, string> = { email: '邮箱', url: '链接', regex: '' };

/** Names the refused keys for the message: the first three, each cut short (a request may hold thousands). */
function namedKeys(keys: readonly string[]): string {
  const shown = keys.slice(0, 3).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
  return keys.length > 3 ? `${shown.join('、')}等${keys.length}个` : shown.join('、');
}

/** The Chinese message of one zod issue that has no message of its own. */
export function chineseIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return '不能为空';
      return `应为${TYPE_NAMES[issue.expected] ?? '正确的格式'}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `至少${min}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `至少${min}项`;
      return issue.inclusive ? `不能小于${min}` : `必须大于${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `不能超过${max}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多${max}项`;
      return issue.inclusive ? `不能大于${max}` : `必须小于${max}`;
    }
    case 'invalid_format':
      return `${FORMAT_NAMES[issue.format] ?? ''}格式错误`;
    case 'invalid_value':
      return `只能是${issue.values.map(String).join('、')}`;
    case 'not_multiple_of':
      return `必须是${issue.divisor}的倍数`;
    case 'unrecognized_keys':
      return `含有不支持的字段：${namedKeys(issue.keys)}`;
    default:
      return '格式错误';
  }
}

// Installed when the contract is loaded, so server, web and tests read the same words.
z.config({ customError: chineseIssueMessage });
