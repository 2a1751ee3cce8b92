import { useState, type ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/audit';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { actorName, outcomeName, roleName, shownTime } from '../utils/display';
import { Person, RecordOf } from './person';

/** Cards shown at first, and added by each 'Show more events' (the table's default page size). */
const CARDS_AT_ONCE = 20;

/** One labelled value of a card. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/**
 * Audit events as a list of small cards, for a phone (the table would hide most columns off screen):
 * each event's when and outcome on top, then who, role, action (and whose record and facility in the
 * whole log), newest first, 20 at a time, with 'Show more events' while more are loaded or on the server.
 */
export function AuditCards({
  title,
  events,
  layout,
  hasMore,
  onLoadMore,
}: {
  title: string;
  events: readonly AuditEventView[];
  layout: 'log' | 'record';
  hasMore: boolean;
  onLoadMore: () => void;
}) {
  const [shown, setShown] = useState(CARDS_AT_ONCE);
  const more = () => {
    // The next cards come from what is loaded; the next batch is asked for before it runs out.
    if (shown + CARDS_AT_ONCE >= events.length && hasMore) onLoadMore();
    setShown(shown + CARDS_AT_ONCE);
  };
  return (
    <>
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {events.slice(0, shown).map((e) => (
          <Paper component="li" key={e.id} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {shownTime(e.at)}
              </Typography>
              {e.outcome === 'allowed' ? (
                <Typography component="span">{outcomeName(e.outcome)}</Typography>
              ) : (
                <Box component="strong" sx={{ color: 'error.main' }}>
                  {outcomeName(e.outcome)}
                </Box>
              )}
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.25,
              }}
            >
              <Field label={msg('audit.col.actor')}>
                <Person id={e.actor.id} name={e.actor.name} text={actorName(e.actor)} />
              </Field>
              <Field label={msg('audit.col.role')}>{roleName(e.actor.role)}</Field>
              <Field label={msg('audit.col.action')}>
                <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}>
                  {e.action}
                </Box>
              </Field>
              {layout === 'log' && (
                <Field label={msg('audit.col.member')}>
                  <RecordOf id={e.member.id} name={e.member.name} />
                </Field>
              )}
              {layout === 'log' && e.facility && (
                <Field label={msg('audit.col.facility')}>{e.facility.name ?? e.facility.id}</Field>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
      {(shown < events.length || hasMore) && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={more}>
          {msg('audit.more')}
        </Button>
      )}
    </>
  );
}
