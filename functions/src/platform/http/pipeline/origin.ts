import { AppError } from '../../errors';
import { verifyOrigin } from '../origin-verify';
import { stateOf, type Event, type Middleware } from './state';

/**
 * The client's address, for rate limits. Behind CloudFront the connection comes from CloudFront, so the
 * viewer's address is taken from the `cloudfront-viewer-address` header, but only when the request proves
 * it came through our distribution (`originVerified`: the secret origin header CloudFront adds, checked
 * by `verifyOrigin`; undefined where no origin secret is configured, and then locally the launcher's
 * TRUST_VIEWER_ADDRESS decides). Otherwise a caller could forge the header, so the connection's address
 * counts.
 */
export function clientIpOf(event: Event, originVerified?: boolean): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const trusted = originVerified ?? process.env.TRUST_VIEWER_ADDRESS === 'true';
  if (viewer && trusted) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return event.requestContext.http.sourceIp;
}

/**
 * First step: in AWS the API answers only what came through CloudFront (its firewall and rate rules),
 * 403 otherwise; records the client's address for the rate limits.
 */
export function originCheck(): Middleware {
  return {
    before: async ({ event }) => {
      const state = stateOf(event);
      const originVerified = await verifyOrigin(event.headers?.['x-origin-verify']);
      state.clientIp = clientIpOf(event, originVerified);
      if (originVerified === false) throw new AppError('FORBIDDEN', 'Forbidden');
    },
  };
}
