import type { SvgIconComponent } from '@mui/icons-material';
import Build from '@mui/icons-material/Build';
import Casino from '@mui/icons-material/Casino';
import Church from '@mui/icons-material/Church';
import Computer from '@mui/icons-material/Computer';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';
import Festival from '@mui/icons-material/Festival';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Forum from '@mui/icons-material/Forum';
import Headphones from '@mui/icons-material/Headphones';
import LocalActivity from '@mui/icons-material/LocalActivity';
import MenuBook from '@mui/icons-material/MenuBook';
import Movie from '@mui/icons-material/Movie';
import Nightlife from '@mui/icons-material/Nightlife';
import Palette from '@mui/icons-material/Palette';
import Pets from '@mui/icons-material/Pets';
import Phone from '@mui/icons-material/Phone';
import School from '@mui/icons-material/School';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import SoupKitchen from '@mui/icons-material/SoupKitchen';
import TheaterComedy from '@mui/icons-material/TheaterComedy';
import Tv from '@mui/icons-material/Tv';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Yard from '@mui/icons-material/Yard';
import type { INTEREST_ACTIVITIES } from '@circles/shared/instruments/choices';

/** The icon of each interest activity of spec 000 §3 (the value stored is the activity's name). */
const ICONS: Record<(typeof INTEREST_ACTIVITIES)[number], SvgIconComponent> = {
  Gardening: Yard,
  Repairing: Build,
  Cooking: SoupKitchen,
  Worshipping: Church,
  Education: School,
  'Taking a Walk': DirectionsWalk,
  Calling: Phone,
  'Listening to Music': Headphones,
  Reading: MenuBook,
  'Playing Games': Casino,
  Dancing: Nightlife,
  'Day Trips': DirectionsBus,
  Volunteering: VolunteerActivism,
  'Art/Painting': Palette,
  'Going to the Movies': Movie,
  Exercising: FitnessCenter,
  Meditation: SelfImprovement,
  Performing: TheaterComedy,
  'Concerts/Shows': Festival,
  'Computer Time': Computer,
  'Watching TV': Tv,
  'Playing with Pets': Pets,
  'Sitting and Talking': Forum,
};

/**
 * The icon of an interest activity; an activity a template designer added gets a generic ticket. The
 * icon is decorative: the activity's name is always written beside it.
 */
export function InterestIcon({ activity }: { activity: string }) {
  const Icon = (ICONS as Record<string, SvgIconComponent | undefined>)[activity] ?? LocalActivity;
  return <Icon aria-hidden fontSize="small" data-activity-icon={activity} />;
}
