/** Public entry `@circles/shared/rules`: one function per validation rule, `(value, …) => message | null`. */
export * from './contact';
export * from './forms';
export * from './options';
export * from './password';
export * from './text';
export * from './zod-check';
