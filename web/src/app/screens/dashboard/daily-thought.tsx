import { useQuoteOfTheDay } from '../../../features/dashboard/api/dashboard';
import { ThoughtForTheDay } from '../../../features/dashboard/components/thought-for-the-day';

/**
 * The dashboard's 'Thought for the Day': the server's quote of the day once it answered; when the
 * call fails, the built-in catalogue's quote of the member's day. Nothing while it loads (so the card
 * never switches from one quote to another).
 */
export function DailyThought() {
  const quote = useQuoteOfTheDay();
  if (quote.isPending) return null;
  return <ThoughtForTheDay quote={quote.data?.quote ?? undefined} />;
}
