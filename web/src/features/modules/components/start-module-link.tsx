import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { msg } from '@circles/shared/messages/modules';
import { modulePaths, type StartModuleFor } from '../paths';

/**
 * 'Start a Module' for one member: the Start a Module page (spec 001 §2.2) with that member
 * preselected. The screen that shows it decides who sees it (ACCESS.md 'start a member module').
 */
export function StartModuleLink({ member }: StartModuleFor) {
  return (
    <Button
      component={RouterLink}
      to={modulePaths.start}
      state={{ member } satisfies StartModuleFor}
      variant="outlined"
      startIcon={<PlayArrowIcon />}
      sx={{ mb: 1 }}
    >
      {msg('modules.startModule.link')}
    </Button>
  );
}
