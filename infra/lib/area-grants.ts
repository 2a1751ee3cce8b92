import type { RouteDef } from '@circles/shared/api/define';
import type { ObjectAction } from './files';
import { PDF_OBJECT_PREFIX } from './pdf-function';
import { EXPORTS_PREFIX } from './scheduled-exports';

/** Key prefix of note attachments in the files bucket (functions/src/notes/notes.ts). */
export const NOTE_ATTACHMENT_PREFIX = 'notes/';

/**
 * What each object grant of an area (`areas` of functions/src/areas.ts) allows in the files
 * bucket: named actions on one prefix, never the whole bucket.
 */
export const objectGrants: Readonly<
  Record<string, { prefix: string; actions: readonly ObjectAction[]; list?: boolean }>
> = {
  // Presigned uploads and downloads, the size and magic-number check of an upload, deletion; listing
  // so that checking an upload that never came answers 404.
  noteAttachments: {
    prefix: NOTE_ATTACHMENT_PREFIX,
    actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    list: true,
  },
  // Erasing a member deletes the attachments of their notes.
  noteAttachmentsErase: { prefix: NOTE_ATTACHMENT_PREFIX, actions: ['s3:DeleteObject'] },
  // The rendered PDFs: stored, then handed out through a presigned GET.
  pdfObjects: { prefix: PDF_OBJECT_PREFIX, actions: ['s3:PutObject', 's3:GetObject'] },
  // Presigned downloads of the scheduled exports.
  exportsRead: { prefix: EXPORTS_PREFIX, actions: ['s3:GetObject'] },
};

/**
 * Executions each area's function may run at once (reserved and capped; HIPAA LambdaConcurrency).
 * The stage lets 200 requests a second through (burst 400); a 50–100 ms handler serves that with 10–20
 * executions, so each staff area may take the whole stage's steady rate while no area can push more
 * parallel work onto the table or starve the others. The anonymous screener and sign-in traffic of
 * `public` gets 10; `pdf` 5 (a render holds 1600 MB of Chromium for seconds). The account must leave
 * 100 unreserved: with the export job (1), the follow-up escalation job (1) and the secret rotation (1)
 * the stack reserves 218 (223 with the partner sign-in's trigger).
 */
export const reservedConcurrency: Readonly<Record<string, number>> = { public: 10, pdf: 5 };
/** Reserved concurrency of an area not named in `reservedConcurrency`. */
export const DEFAULT_RESERVED_CONCURRENCY = 20;

/** Why a public route of the contract has no authorizer (AwsSolutions-APIG4). */
export function publicRouteReason(route: RouteDef): string {
  const limit = route.rateLimit
    ? ` It is rate-limited per client (${route.rateLimit.limit} per ${route.rateLimit.windowSeconds} s) by the API and by a WAF rule of its own,`
    : ' It is rate-limited only by the API-wide WAF rule,';
  return `Public by the contract (${route.method} ${route.path}, auth 'public'): it serves people who are not signed in yet (sign-in, self-registration, the public screener) and so cannot ask for a token.${limit} takes JSON only, validates its body against the shared schema, and answers only about what the caller sent.`;
}
