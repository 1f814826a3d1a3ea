import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/** True when the field refuses an empty form value: antd then marks the label with its star. */
function refusesEmpty(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success && !schema.safeParse('').success;
}

/**
 * An antd rule from a field of a contract schema (`ruleOf(saveHonorSchema.shape.honorTitle)`):
 * the form checks what the server checks and shows the schema's Chinese message, so a limit or a
 * message is written once. An empty input (antd gives undefined, or '' once cleared) is checked
 * like any value; the first issue's message is shown.
 */
export function ruleOf(schema: z.ZodType, options: { required?: boolean } = {}): Rule {
  return {
    required: options.required ?? refusesEmpty(schema),
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}
