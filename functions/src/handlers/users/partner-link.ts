import { partnerRoutes } from '@circles/shared/api/routes/partner';
import { linkPartner } from '../../domain/partner-links';
import { httpHandler } from '../../http/handler';
import { partnerLinkDeps } from './partner/deps';

export const handler = httpHandler(partnerRoutes.usersPartnerLink, ({ actor, params, body }) =>
  linkPartner(partnerLinkDeps, actor, params.id, body.subject),
);
