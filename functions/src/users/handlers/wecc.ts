import { partnerRoutes } from '@circles/shared/api/routes/partner';
import { partnerLogin } from '../partner-login';
import { httpHandler } from '../../platform/http/handler';
import { partnerLoginDeps } from '../partner-deps';

export const handler = httpHandler(partnerRoutes.usersWecc, ({ body }) =>
  partnerLogin(partnerLoginDeps, body.token, body.email),
);
