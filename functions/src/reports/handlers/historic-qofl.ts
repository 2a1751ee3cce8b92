import { reportRoutes } from '@circles/shared/api/routes/reports';
import { httpHandler } from '../../platform/http/handler';
import { historicOptions, historicRead } from '../deps';

export const handler = httpHandler(reportRoutes.reportsHistoricQofl, historicRead('qofl'), historicOptions);
