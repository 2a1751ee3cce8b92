import { Box, List, ListItem, Typography } from '@mui/material';
import type { Flag } from '@circles/shared/scoring/flags';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { TILE_COLOURS } from '../utils/tiles';
import { flagsOf } from '../utils/sections';
import { SECTION_FIGURES } from '../utils/sources';
import { ReportBlock } from './report-block';
import { SourceNote } from './source-note';
import type { SectionProps } from './screener-sections';

function FlagList({
  title,
  flags,
  none,
  colour,
}: {
  title: string;
  flags: readonly Flag[];
  none: string;
  colour: string;
}) {
  return (
    <Box sx={{ borderLeft: `0.5rem solid ${colour}`, pl: 1.5, mb: 1.5 }}>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {flags.length === 0 ? (
        <p>{none}</p>
      ) : (
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
          {flags.map((f) => (
            <ListItem key={`${f.metric}-${f.text}`} disableGutters sx={{ display: 'list-item' }}>
              {f.text}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** The red and yellow flags of a round, as lists, or 'No Red Flags' / 'No Yellow Flags' (spec 000 §4). */
export function FlagLists({ payload, round }: Pick<SectionProps, 'payload' | 'round'>) {
  const flags = flagsOf(payload, round);
  return (
    <>
      <FlagList
        title={msg('reports.flags.red')}
        flags={flags.red}
        none={msg('reports.flags.noRed')}
        colour={TILE_COLOURS.red}
      />
      <FlagList
        title={msg('reports.flags.yellow')}
        flags={flags.yellow}
        none={msg('reports.flags.noYellow')}
        colour={TILE_COLOURS.yellow}
      />
    </>
  );
}

/**
 * Health Alert: the flags of the round. On the dashboard (`sources`, issue 20) the flags are those of
 * the latest figures, a Moderate or High screener risk among them, and the section says so and names
 * the rounds those figures came from.
 */
export function HealthAlertSection({ payload, round, level, sources }: SectionProps) {
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.healthAlert')} level={level}>
      <SourceNote sources={sources} keys={SECTION_FIGURES.healthAlert} />
      {sources && <p>{dashboardMsg('dashboard.healthAlert.rule')}</p>}
      <FlagLists payload={payload} round={round} />
    </ReportBlock>
  );
}
