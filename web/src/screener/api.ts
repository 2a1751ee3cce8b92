import { currentLocale } from '@circles/shared/messages/locale';
import type { LeadCreateInput, LeadCreateResponse } from '@circles/shared/schemas/lead';

/** Spec 000 §7 and §9: the public submit waits at most 5 s. */
export const SUBMIT_TIMEOUT_MS = 5000;

/** The part of `/config.json` the screener reads. */
export interface ScreenerConfig {
  connectorEmail: string;
}

/** Loads the runtime web configuration; the Connector contact falls back to an empty string. */
export async function loadConfig(fetchFn: typeof fetch = fetch): Promise<ScreenerConfig> {
  try {
    const res = await fetchFn('/config.json', { cache: 'no-store' });
    if (!res.ok) return { connectorEmail: '' };
    const body = (await res.json()) as Partial<ScreenerConfig>;
    return { connectorEmail: typeof body.connectorEmail === 'string' ? body.connectorEmail : '' };
  } catch {
    return { connectorEmail: '' };
  }
}

/**
 * Sends the screener. The submission id travels as the Idempotency-Key header and in the body, so a
 * retry after a lost answer creates nothing new. Rejects on any non-201 answer or after the timeout.
 */
export async function submitScreener(
  body: LeadCreateInput,
  fetchFn: typeof fetch = fetch,
): Promise<LeadCreateResponse> {
  const res = await fetchFn('/api/publicsurveys/create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': body.submissionId,
      // The server's texts (e-mails, errors) in the language the screener is shown in.
      'Accept-Language': currentLocale(),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SUBMIT_TIMEOUT_MS),
  });
  if (res.status !== 201) throw new Error(`Submit failed with status ${res.status}`);
  return (await res.json()) as LeadCreateResponse;
}
