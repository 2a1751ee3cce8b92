import { Link as RouterLink } from 'react-router';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import type { FollowupService } from '@circles/shared/schemas/followup-resources';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';
import { resourcesPathOf } from './followup-resources-screen-path';

/** Where a referral goes: a service of the facility's list, or somewhere typed in. */
export type ReferralKind = 'list' | 'other';

/** A service's name with its phone, as the choice shows it. */
const serviceLabel = (s: FollowupService) => (s.phone ? `${s.name} (${s.phone})` : s.name);

/**
 * 'Referred to …' (issue 24 §2): with the member's facility list, a choice between one of its services
 * and somewhere else (typed); without a list (none kept, or it did not load), the typed field alone.
 * Admins get a link to keep the list.
 */
export function FollowupReferralFields(props: {
  facilityId: string | undefined;
  services: readonly FollowupService[];
  kind: ReferralKind;
  serviceId: string;
  referredTo: string;
  onChange: (patch: { referralKind?: ReferralKind; serviceId?: string; referredTo?: string }) => void;
  errors: { serviceId?: string; referredTo?: string };
}) {
  const { services, kind, errors, onChange } = props;
  // The service lists are kept by those the server lets write them (the Admin).
  const keepsLists = sessionCan(useSessionUser(), 'serviceList.write');
  const hasList = services.length > 0;
  const typed = (
    <TextField
      required
      label={msg('followups.field.referredTo')}
      value={props.referredTo}
      onChange={(e) => onChange({ referredTo: e.target.value })}
      error={Boolean(errors.referredTo)}
      helperText={errors.referredTo}
    />
  );
  const manage =
    keepsLists && props.facilityId ? (
      <Link component={RouterLink} to={resourcesPathOf(props.facilityId)} sx={{ alignSelf: 'start' }}>
        {msg('followups.referral.manage')}
      </Link>
    ) : null;
  if (!hasList)
    return (
      <Stack spacing={1}>
        {typed}
        {manage}
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="followup-referral-label">{msg('followups.referral.kind')}</FormLabel>
        <RadioGroup
          aria-labelledby="followup-referral-label"
          value={kind}
          onChange={(e) => onChange({ referralKind: e.target.value as ReferralKind })}
        >
          <FormControlLabel value="list" control={<Radio />} label={msg('followups.referral.fromList')} />
          <FormControlLabel value="other" control={<Radio />} label={msg('followups.referral.other')} />
        </RadioGroup>
      </FormControl>
      {kind === 'list' ? (
        <TextField
          select
          required
          label={msg('followups.field.service')}
          value={props.serviceId}
          onChange={(e) => onChange({ serviceId: e.target.value })}
          error={Boolean(errors.serviceId)}
          helperText={errors.serviceId}
        >
          {services.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {serviceLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        typed
      )}
      {manage}
    </Stack>
  );
}
