import { partnerRoutes } from '@circles/shared/api/routes/partner';
import { partnerLinkOf } from '../partner-links';
import { httpHandler } from '../../platform/http/handler';
import { partnerLinkDeps } from '../partner-deps';

export const handler = httpHandler(partnerRoutes.usersPartnerGet, ({ actor, params }) =>
  partnerLinkOf(partnerLinkDeps, actor, params.id),
);
