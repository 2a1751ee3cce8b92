import { Box, Typography } from '@mui/material';
import { msg, type UsersMessageKey } from '@circles/shared/messages/users';
import type { User } from '@circles/shared/schemas/user';

/**
 * The read-only Profile tab of spec 002 §2.1: email, name, phone, address, city, state, zip/postal code
 * and country, as a description list (each value announced with its label).
 */
export function ProfileDetails({ user }: { user: User }) {
  const rows: [UsersMessageKey, string | undefined][] = [
    ['users.field.email', user.email ?? user.info.email],
    ['users.field.name', user.info.name],
    ['users.field.phone', user.info.phone ?? user.phone],
    ['users.field.street', user.info.street],
    ['users.field.city', user.info.city],
    ['users.field.province', user.info.province],
    ['users.field.postalCode', user.info.postalCode],
    ['users.field.country', user.info.country],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {msg(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value && value !== '' ? value : msg('users.profile.notSet')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
