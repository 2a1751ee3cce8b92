import { buildOpenApi } from '@circles/shared/api/openapi';
import { openApiRoutes } from '@circles/shared/api/routes/openapi';
import { httpHandler } from '../../platform/http/handler';

/** Built on the first call of a function instance (it walks every schema of the contract), then kept. */
let document: Record<string, unknown> | undefined;

export const handler = httpHandler(openApiRoutes.openApiGet, async () => (document ??= buildOpenApi()));
