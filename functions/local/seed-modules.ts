/** The fixed id of a library module template (`shared/src/instruments`), found again on every seed. */
export function libraryTemplateId(key: string): string {
  return `tpl-${key}`;
}
