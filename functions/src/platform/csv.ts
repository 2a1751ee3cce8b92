/**
 * One CSV field (RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled). A value
 * starting with =, +, -, @, a tab or a carriage return is prefixed with ' so a spreadsheet never runs it
 * as a formula (OWASP 'CSV injection').
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: the header row, then the rows, each line ended by CRLF. */
export function csvDocument(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return [columns, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
