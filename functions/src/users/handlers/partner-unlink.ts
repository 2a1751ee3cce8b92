import { partnerRoutes } from '@circles/shared/api/routes/partner';
import { unlinkPartner } from '../partner-links';
import { httpHandler } from '../../platform/http/handler';
import { partnerLinkDeps } from '../partner-deps';

export const handler = httpHandler(partnerRoutes.usersPartnerUnlink, ({ actor, params }) =>
  unlinkPartner(partnerLinkDeps, actor, params.id),
);
