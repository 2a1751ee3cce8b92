import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@circles/shared/messages/audit';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { auditKeys, type AuditFilters as ApiFilters } from '../api/audit-events';
import { dayStart } from '../utils/display';
import { AuditFilters, type AuditFilterValues } from './audit-filters';
import { AuditResults } from './audit-results';

/** Names of the people a link or a pick put in the filters (kept in history state, never in the address). */
type Names = Record<string, string>;

const choice = (id: string | null, names: Names) => (id ? { id, name: names[id] ?? id } : null);

/**
 * /administration/audit (Admin; issue 19): the audit log with its filters, newest first. The filters live
 * in the address (`member`, `actor`, `action`, `from`, `to` as days), so Back and a link from a record's
 * 'Who has seen this record' open the same view; people's names travel in the history state only.
 */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const names: Names = (location.state as { names?: Names } | null)?.names ?? {};
  const key = params.toString();

  const initial = useMemo<AuditFilterValues>(
    () => ({
      member: choice(params.get('member'), names),
      actor: choice(params.get('actor'), names),
      action: params.get('action') ?? '',
      from: params.get('from') ?? '',
      to: params.get('to') ?? '',
    }),
    // The address (and the names that came with it) decide the form's starting values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const filters: ApiFilters = {
    memberId: params.get('member') ?? undefined,
    actorId: params.get('actor') ?? undefined,
    action: params.get('action') ?? undefined,
    from: dayStart(params.get('from') ?? ''),
    to: dayStart(params.get('to') ?? '', true),
  };

  const apply = (v: AuditFilterValues) => {
    const next = new URLSearchParams();
    if (v.member) next.set('member', v.member.id);
    if (v.actor) next.set('actor', v.actor.id);
    if (v.action) next.set('action', v.action);
    if (v.from) next.set('from', v.from);
    if (v.to) next.set('to', v.to);
    const picked = Object.fromEntries([v.member, v.actor].flatMap((c) => (c ? [[c.id, c.name]] : [])));
    setParams(next, { state: { names: { ...names, ...picked } } });
  };

  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('audit.title')} />
      <Typography sx={{ mb: 2 }}>{msg('audit.intro')}</Typography>
      <AuditFilters key={`filters?${key}`} initial={initial} onApply={apply} />
      {!filters.memberId && !filters.actorId && !filters.from && (
        <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
          {msg('audit.filter.defaultRange')}
        </Typography>
      )}
      <AuditResults
        key={`results?${key}`}
        filters={filters}
        layout="log"
        title={msg('audit.table')}
        emptyText={msg('audit.empty')}
        tools={
          <Button
            startIcon={<RefreshIcon />}
            onClick={() => void queryClient.resetQueries({ queryKey: auditKeys.all })}
          >
            {msg('audit.refresh')}
          </Button>
        }
      />
    </RequireAuthCheck>
  );
}
