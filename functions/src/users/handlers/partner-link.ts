import { partnerRoutes } from '@circles/shared/api/routes/partner';
import { linkPartner } from '../partner-links';
import { httpHandler } from '../../platform/http/handler';
import { partnerLinkDeps } from '../partner-deps';

export const handler = httpHandler(partnerRoutes.usersPartnerLink, ({ actor, params, body }) =>
  linkPartner(partnerLinkDeps, actor, params.id, body.subject),
);
