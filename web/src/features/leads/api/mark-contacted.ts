import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '@circles/shared/schemas/lead';
import { apiCall } from '../../../lib/api-client';
import { leadsKeys } from './get-leads';

/** Marks one submission contacted; `version` is the one shown (a stale one answers 409). */
export function markContacted(lead: Lead): Promise<Lead> {
  return apiCall('publicSurveysMarkContacted', {
    params: { id: lead.id },
    body: { contacted: true, version: lead.version },
  });
}

/** Marks a lead contacted, then reloads the leads (after a conflict too, so the newer version shows). */
export function useMarkContacted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markContacted,
    onSettled: () => client.invalidateQueries({ queryKey: leadsKeys.all }),
  });
}
