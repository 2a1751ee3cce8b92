import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over the shared rules (`shared/src/rules`) without zod: for the sign-in
 * screen, whose first load must stay small. `validate` returns each field's problem text.
 */
export function rulesResolver<T extends FieldValues>(
  validate: (values: T) => Partial<Record<keyof T & string, string | null | undefined>>,
): Resolver<T> {
  return (values) => {
    const problems = validate(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(problems)) {
      if (typeof message === 'string' && message !== '') errors[field] = { type: 'rule', message };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<T> };
  };
}
