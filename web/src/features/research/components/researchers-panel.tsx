import { Alert, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/research';
import type { UserSummary } from '@circles/shared/schemas/people';
import { useSetResearcher, useStaffForResearch } from '../api/researchers';

function StaffRow({ person }: { person: UserSummary }) {
  const set = useSetResearcher();
  return (
    <Stack>
      <FormControlLabel
        control={
          // Not disabled while the change is saved: a disabled control drops the keyboard focus to
          // the page body. A second press meanwhile is ignored (one change at a time).
          <Switch
            checked={person.researcher === true}
            onChange={() => {
              if (set.isPending) return;
              set.mutate({ id: person._id, version: person.version, researcher: !person.researcher });
            }}
          />
        }
        label={msg('research.researchers.grant', { name: person.name, role: person.role })}
      />
      {set.isError && (
        <Typography variant="caption" color="error" role="alert">
          {msg('research.researchers.error')}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The Admin's part of the research screen (issue 26): grant or withdraw the Researcher permission of
 * Coordinators and Volunteers (`PATCH /api/users/{id}/researcher`), one switch each.
 */
export function ResearchersPanel() {
  const staff = useStaffForResearch();
  return (
    <Stack component="section" aria-labelledby="researchers-title" spacing={1} sx={{ mt: 4 }}>
      <Typography id="researchers-title" variant="h6" component="h2">
        {msg('research.researchers')}
      </Typography>
      <Typography variant="body2">{msg('research.researchers.intro')}</Typography>
      {staff.isPending ? (
        <CircularProgress aria-label={msg('research.researchers')} />
      ) : staff.isError ? (
        <Alert severity="error">{msg('research.error')}</Alert>
      ) : staff.data.length === 0 ? (
        <Typography>{msg('research.researchers.empty')}</Typography>
      ) : (
        staff.data.map((person) => <StaffRow key={person._id} person={person} />)
      )}
    </Stack>
  );
}
