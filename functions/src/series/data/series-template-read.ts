import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SeriesTemplateRecord } from '../series-records';
import { documentClient, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';

/**
 * One series template by id (strongly consistent), on its own so an area that only reads templates
 * (the users area's `POST /api/users/query` by series) does not bundle the series repository and, through
 * it, the report engine.
 */
export async function getSeriesTemplate(id: string): Promise<SeriesTemplateRecord | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.seriesTemplate(id), ConsistentRead: true }),
  );
  return out.Item ? recordOf<SeriesTemplateRecord>(out.Item) : undefined;
}
