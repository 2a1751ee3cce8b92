import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import { auditEn } from '@circles/shared/messages/audit.en';
import { msg, type AuditMessageKey } from '@circles/shared/messages/audit';

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

/** The words for a record that is no one person's (the screener's submissions, the audit log itself). */
export function subjectName(id: string): string | undefined {
  const key = `audit.subject.${id}`;
  return Object.hasOwn(auditEn, key) ? msg(key as AuditMessageKey) : undefined;
}

/** Whose record an event is about: the member's name, or what the record is when it is no one's. */
export function RecordOf({ id, name }: { id: string; name: string | null }) {
  const subject = name ? undefined : subjectName(id);
  if (subject) return <>{subject}</>;
  return <Person id={id} name={name} text={msg('audit.noName')} />;
}
