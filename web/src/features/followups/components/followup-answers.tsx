import { Box } from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import type { FollowupAnswer, FollowupFinding } from '@circles/shared/schemas/followup';

/** The answer as given: its option's label with the value beside it, or the value alone. */
function answerText(a: FollowupAnswer): string {
  const value = Array.isArray(a.value) ? a.value.join(', ') : String(a.value);
  return a.choice ? msg('followups.answer.choice', { choice: a.choice, value }) : value;
}

/**
 * 'The answer behind it' (issue 24 §2): each answer the member gave, under its question's title as
 * their module showed it (kept with the follow-up when it opened). A follow-up opened before answers
 * were kept shows the finding's value, or that several answers made it.
 */
export function FollowupAnswers({ finding }: { finding: FollowupFinding }) {
  const answers = finding.answers ?? [];
  if (answers.length === 0)
    return <>{finding.answer === null ? msg('followups.answer.none') : String(finding.answer)}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="answers-behind">
      {answers.map((a) => (
        <li key={a.question}>
          {msg('followups.answer.item', { question: a.label ?? a.question, answer: answerText(a) })}
        </li>
      ))}
    </Box>
  );
}
