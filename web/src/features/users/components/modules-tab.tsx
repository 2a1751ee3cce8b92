import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg } from '@circles/shared/messages/users';
import { isoDay } from '../utils/user-display';
import { latestPerName, type MemberModuleView } from '../utils/member-modules';
import { localName } from '../../../lib/i18n/local-name';

/** A person's name as the module stored it; never their user id (a module stored without it shows —). */
const named = (name: string | undefined) => name ?? msg('users.profile.notSet');

function Details({ module, onClose }: { module: MemberModuleView; onClose: () => void }) {
  const rows: [string, string][] = [
    [msg('users.modules.startedAt'), isoDay(module.createdAt)],
    [msg('users.modules.startedBy'), named(module.createdByName)],
    [msg('users.modules.modifiedAt'), isoDay(module.updatedAt)],
    [msg('users.modules.modifiedBy'), named(module.modifiedByName)],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby="module-details-title">
      <DialogTitle id="module-details-title">
        {msg('users.modules.detailsFor', { name: localName(module) })}
      </DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 2 }}>
          {module.approved
            ? msg('users.modules.approvedBy', { name: named(module.approvedByName) })
            : modulesMsg('modules.notApprovedYet')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/booklet/${encodeURIComponent(module._id)}`}>
          {msg('users.modules.open')}
        </Button>
        <Button onClick={onClose}>{msg('users.modules.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The Modules tab of spec 002 §2.1: the latest version per module name with Approved or Pending and
 * the count of previous versions, and a details dialog; `action` (Start a Module, for those who may
 * start one for the member) above the list. Shows only what the API answers.
 */
export function ModulesTab({
  modules,
  action,
}: {
  modules: readonly MemberModuleView[];
  action?: ReactNode;
}) {
  const [open, setOpen] = useState<MemberModuleView>();
  const latest = latestPerName(modules);
  if (latest.length === 0)
    return (
      <>
        {action}
        <Typography>{msg('users.modules.none')}</Typography>
      </>
    );
  return (
    <>
      {action}
      <List>
        {latest.map(({ module, previous }) => (
          <ListItem
            key={module._id}
            secondaryAction={
              <Button
                onClick={() => setOpen(module)}
                aria-label={msg('users.modules.detailsFor', { name: localName(module) })}
              >
                {msg('users.modules.details')}
              </Button>
            }
          >
            <ListItemText
              primary={localName(module)}
              secondary={msg('users.modules.previous', { n: previous })}
            />
            <Chip
              size="small"
              sx={{ mr: 12 }}
              label={modulesMsg(
                module.approved ? 'modules.approval.approved' : 'modules.approval.pendingShort',
              )}
            />
          </ListItem>
        ))}
      </List>
      {open && <Details module={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
