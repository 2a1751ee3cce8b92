import { Box, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import type { FollowupFigures, FollowupMonthFigures } from '@circles/shared/schemas/followup';

type Count = 'opened' | 'resolved';
const COUNTS: readonly Count[] = ['opened', 'resolved'];
const MONTHS = ['thisMonth', 'lastMonth'] as const;

/** The month's count of one figure. */
const countOf = (month: FollowupMonthFigures, count: Count) => month[count];

/**
 * This month beside last month (issue 24 §4): for 'Opened' and 'Resolved', one bar a month, the month
 * named in the legend and the count at the bar's end. Drawn in HTML like the Admin's series chart, so
 * labels wrap at any width; hidden from screen readers, which read the table beside it (its equivalent,
 * with every figure).
 */
export function FollowupFiguresChart({ figures }: { figures: FollowupFigures }) {
  const most = Math.max(1, ...COUNTS.flatMap((c) => MONTHS.map((m) => countOf(figures[m], c))));
  // Told apart by hue as well as lightness; both at least 3:1 against the page.
  const shade = { thisMonth: 'primary.main', lastMonth: 'grey.600' } as const;
  const label = {
    thisMonth: msg('followups.figures.thisMonth', { month: figures.thisMonth.month }),
    lastMonth: msg('followups.figures.lastMonth', { month: figures.lastMonth.month }),
  };
  return (
    <Box aria-hidden="true" data-chart="followup-figures" sx={{ mb: 2, maxWidth: '40rem' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        {MONTHS.map((m) => (
          <Box key={m} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 14, height: 14, bgcolor: shade[m], borderRadius: 0.5 }} />
            <Typography variant="body2">{label[m]}</Typography>
          </Box>
        ))}
      </Box>
      {COUNTS.map((c) => (
        <Box key={c} sx={{ mb: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {msg(c === 'opened' ? 'followups.figures.opened' : 'followups.figures.resolved')}
          </Typography>
          {MONTHS.map((m) => (
            <Box
              key={m}
              data-bar={`${c}-${m}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.5 }}
            >
              <Box
                data-share={countOf(figures[m], c) / most}
                sx={{
                  width: `calc((100% - 3rem) * ${String(countOf(figures[m], c) / most)})`,
                  minWidth: '2px',
                  height: '1.25rem',
                  bgcolor: shade[m],
                  borderRadius: 0.5,
                }}
              />
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {countOf(figures[m], c)}
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
