import { Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { quotesFor, type Quote } from '@circles/shared/quotes/catalogue';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { calendarDay, quoteForDay } from '@circles/shared/quotes/thought-for-the-day';
import { CardSection } from '../../../components/ui/headed-section';

/**
 * The 'Thought for the Day' card (spec 000 §2): the quote the server chose for the day when given,
 * else the built-in catalogue's quote of the member's calendar day in their language; left out when
 * there is none.
 */
export function ThoughtForTheDay({ quote, today = new Date() }: { quote?: Quote; today?: Date }) {
  const locale = useLocale();
  const shown = quote ?? quoteForDay(calendarDay(today), quotesFor(locale));
  if (!shown) return null;
  return (
    <CardSection title={msg('dashboard.thoughtForTheDay')} variant="h6">
      <Typography component="blockquote" sx={{ m: 0, my: 1, fontStyle: 'italic' }}>
        {shown.text}
      </Typography>
      <Typography component="p" variant="body2">
        {shown.source
          ? msg('dashboard.quote.bySource', { author: shown.author, source: shown.source })
          : msg('dashboard.quote.by', { author: shown.author })}
      </Typography>
    </CardSection>
  );
}
