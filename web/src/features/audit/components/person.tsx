import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';

/** A user's name linking to their account page; a caption with the id when no user has it. */
export function Person({ id, name, text }: { id: string; name: string | null; text: string }) {
  if (name)
    return (
      <Link
        component={RouterLink}
        to={`/administration/users/view/${encodeURIComponent(id)}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {name}
      </Link>
    );
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {text}
      </Box>
      <Typography component="span" variant="caption" sx={{ wordBreak: 'break-all' }}>
        {id}
      </Typography>
    </>
  );
}
