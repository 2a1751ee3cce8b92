import type * as z from 'zod';

/**
 * Adapts a rule to zod's `.superRefine((value, ctx) => …)`: the rule's message becomes a custom issue,
 * so request schemas and forms give the same texts.
 */
export function zodCheck<T>(
  rule: (value: T) => string | null,
): (value: T, ctx: z.core.$RefinementCtx<T>) => void {
  return (value, ctx) => {
    const message = rule(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  };
}
