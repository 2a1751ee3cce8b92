import { useState, type FormEvent } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { isFollowupClosed, isStale } from '@circles/shared/api/errors';
import { msg } from '@circles/shared/messages/followups';
import {
  FOLLOWUP_ACTIONS,
  type FollowupAction,
  type FollowupActionBody,
  type FollowupDetail,
} from '@circles/shared/schemas/followup';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { ApiError } from '../../../lib/api-client';
import { useFollowupAction, useFollowupResources } from '../api/followups';
import { FollowupReferralFields, type ReferralKind } from './followup-referral-fields';
import { DateField } from '../../../components/ui/form/date-field';

/** What the helper typed: kept across a failed save (nothing typed is lost). */
interface Draft {
  action: FollowupAction;
  note: string;
  nextTryOn: string;
  /** 'Referred to …': a service of the facility's list, or somewhere typed in. */
  referralKind: ReferralKind;
  serviceId: string;
  referredTo: string;
  outcome: string;
}
const EMPTY: Draft = {
  action: 'contacted',
  note: '',
  nextTryOn: '',
  referralKind: 'list',
  serviceId: '',
  referredTo: '',
  outcome: '',
};
const FIELDS = ['nextTryOn', 'serviceId', 'referredTo', 'outcome', 'note'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * The body of the chosen action with the version read, or the fields it still needs. `hasList`: the
 * facility has services to choose from (else a referral is always typed).
 */
export function actionBody(
  draft: Draft,
  version: number,
  hasList = false,
): { body: FollowupActionBody } | { errors: FieldErrors } {
  const note = draft.note.trim() ? { note: draft.note.trim() } : {};
  const required = msg('followups.field.required');
  switch (draft.action) {
    case 'contacted':
      return { body: { action: 'contacted', version, ...note } };
    case 'couldNotReach':
      return draft.nextTryOn
        ? { body: { action: 'couldNotReach', version, nextTryOn: draft.nextTryOn, ...note } }
        : { errors: { nextTryOn: required } };
    case 'referred':
      if (hasList && draft.referralKind === 'list')
        return draft.serviceId
          ? { body: { action: 'referred', version, serviceId: draft.serviceId, ...note } }
          : { errors: { serviceId: required } };
      return draft.referredTo.trim()
        ? { body: { action: 'referred', version, referredTo: draft.referredTo.trim(), ...note } }
        : { errors: { referredTo: required } };
    case 'resolved':
      return draft.outcome.trim()
        ? { body: { action: 'resolved', version, outcome: draft.outcome.trim(), ...note } }
        : { errors: { outcome: required } };
  }
}

/** The server's per-field issues of a 400, under the fields they name. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = FIELDS.find((f) => f === issue.path.split('.')[0]);
    if (field) errors[field] = issue.message;
  }
  return errors;
}

/**
 * 'Contacted', 'Could not reach' (with the next try date), 'Referred to …' (a service of the member's
 * facility list, or free text) and 'Resolved'
 * (with an outcome), each with an optional note (issue 24 §2). Sends the version read; a 409 says the
 * follow-up changed elsewhere (the page reloads it, the draft stays); errors show under their fields.
 */
export function FollowupActionForm({
  followup,
  onNotice,
}: {
  followup: FollowupDetail;
  onNotice: (notice: Notice | undefined) => void;
}) {
  const act = useFollowupAction(followup._id);
  const resources = useFollowupResources(followup.facilityId);
  const services = resources.data?.services ?? [];
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNotice(undefined);
    const built = actionBody(draft, followup.version, services.length > 0);
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    act.mutate(built.body, {
      onSuccess: () => {
        setDraft(EMPTY);
        onNotice({ severity: 'success', text: msg('followups.saved') });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (isStale(error)) onNotice({ severity: 'warning', text: msg('followups.stale') });
        else if (isFollowupClosed(error)) onNotice({ severity: 'warning', text: msg('followups.closed') });
        else if (Object.keys(fields).length === 0)
          onNotice({ severity: 'error', text: msg('followups.saveError') });
      },
    });
  };

  const field = (name: keyof FieldErrors) => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <FormControl>
        <FormLabel id="followup-action-label">{msg('followups.actions')}</FormLabel>
        <RadioGroup
          aria-labelledby="followup-action-label"
          value={draft.action}
          onChange={(e) => set({ action: e.target.value as FollowupAction })}
        >
          {FOLLOWUP_ACTIONS.map((action) => (
            <FormControlLabel
              key={action}
              value={action}
              control={<Radio />}
              label={msg(`followups.action.${action}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.action === 'couldNotReach' && (
        <DateField
          required
          label={msg('followups.field.nextTryOn')}
          value={draft.nextTryOn}
          onChange={(e) => set({ nextTryOn: e.target.value })}
          {...field('nextTryOn')}
        />
      )}
      {draft.action === 'referred' && (
        <FollowupReferralFields
          facilityId={followup.facilityId}
          services={services}
          kind={draft.referralKind}
          serviceId={draft.serviceId}
          referredTo={draft.referredTo}
          onChange={set}
          errors={errors}
        />
      )}
      {draft.action === 'resolved' && (
        <TextField
          required
          label={msg('followups.field.outcome')}
          value={draft.outcome}
          onChange={(e) => set({ outcome: e.target.value })}
          {...field('outcome')}
        />
      )}
      <TextField
        multiline
        minRows={2}
        label={msg('followups.field.note')}
        value={draft.note}
        onChange={(e) => set({ note: e.target.value })}
        {...field('note')}
      />
      <Button type="submit" variant="contained" disabled={act.isPending} sx={{ alignSelf: 'start' }}>
        {msg('followups.save')}
      </Button>
    </Stack>
  );
}
