import { partnerRoutes } from '@circles/shared/api/routes/partner';
import { partnerLinkOf } from '../../domain/partner-links';
import { httpHandler } from '../../http/handler';
import { partnerLinkDeps } from './partner/deps';

export const handler = httpHandler(partnerRoutes.usersPartnerGet, ({ actor, params }) =>
  partnerLinkOf(partnerLinkDeps, actor, params.id),
);
