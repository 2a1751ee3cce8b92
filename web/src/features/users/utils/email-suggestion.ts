/**
 * The email suggested on the wizard's first step (spec 002 §4.5 "auto-suggested from a first.last
 * name"): `first.last@domain`, lower case, accents and anything but letters and digits dropped from
 * each part. Decision: the domain is the organisation's (the Community Connector's address in the
 * runtime configuration), since the spec names none; the field stays editable. Undefined until both
 * names give a part.
 */
export function suggestEmail(first: string, last: string, domain: string | undefined): string | undefined {
  const part = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const local = [part(first), part(last)];
  if (!domain || local.some((p) => p === '')) return undefined;
  return `${local.join('.')}@${domain}`;
}

/** The domain of an email address (what follows its last @), or undefined. */
export function domainOf(email: string | undefined): string | undefined {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 && at < email.length - 1 ? email.slice(at + 1).toLowerCase() : undefined;
}
