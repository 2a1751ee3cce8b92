import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { msg } from '@circles/shared/messages/audit';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { actorName, outcomeName, roleName, shownTime } from '../utils/display';
import { Person, RecordOf } from './person';

const columns = {
  when: {
    id: 'when',
    label: msg('audit.col.when'),
    render: (e) => <Box sx={{ whiteSpace: 'nowrap' }}>{shownTime(e.at)}</Box>,
  },
  actor: {
    id: 'actor',
    label: msg('audit.col.actor'),
    render: (e) => <Person id={e.actor.id} name={e.actor.name} text={actorName(e.actor)} />,
  },
  role: { id: 'role', label: msg('audit.col.role'), render: (e) => roleName(e.actor.role) },
  action: {
    id: 'action',
    label: msg('audit.col.action'),
    render: (e) => (
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
        {e.action}
      </Box>
    ),
  },
  member: {
    id: 'member',
    label: msg('audit.col.member'),
    render: (e) => <RecordOf id={e.member.id} name={e.member.name} />,
  },
  outcome: {
    id: 'outcome',
    label: msg('audit.col.outcome'),
    render: (e) =>
      e.outcome === 'allowed' ? (
        outcomeName(e.outcome)
      ) : (
        <Box component="strong" sx={{ color: 'error.main' }}>
          {outcomeName(e.outcome)}
        </Box>
      ),
  },
  facility: {
    id: 'facility',
    label: msg('audit.col.facility'),
    render: (e) => e.facility?.name ?? e.facility?.id ?? '',
  },
} satisfies Record<string, Column<AuditEventView>>;

/** The columns of the whole log, and of one record's trail (whose record and facility go without saying). */
const LAYOUTS = {
  log: [
    columns.when,
    columns.actor,
    columns.role,
    columns.action,
    columns.member,
    columns.outcome,
    columns.facility,
  ],
  record: [columns.actor, columns.role, columns.action, columns.when, columns.outcome],
} as const;

/**
 * Audit events in the kit's data table, newest first as the server sends them (no client-side sort or
 * search: the filters run on the server); further batches load as the pages reach past what is loaded.
 */
export function AuditTable({
  title,
  events,
  layout,
  hasMore,
  onLoadMore,
  tools,
}: {
  title: string;
  events: readonly AuditEventView[];
  layout: keyof typeof LAYOUTS;
  hasMore: boolean;
  onLoadMore: () => void;
  tools?: ReactNode;
}) {
  return (
    <DataTable
      title={title}
      rows={events}
      columns={LAYOUTS[layout]}
      rowId={(e) => e.id}
      rowLabel={(e) => msg('audit.row', { when: shownTime(e.at), actor: actorName(e.actor) })}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      tools={tools}
    />
  );
}
