import { ScreenHeading } from '../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../lib/auth/require-auth-check';

/**
 * Screens of the menu whose content comes with later features: each shows its title and nothing
 * else (never made-up data). A feature replaces its line here with its own route. Titles are read
 * when the screen renders, so they follow the current locale.
 */
export const PLACEHOLDER_SCREENS: readonly { path: string; title: () => string }[] = [];

/** A screen that so far shows only its title, after the authentication check. */
export function PlaceholderScreen({ title }: { title: () => string }) {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={title()} />
    </RequireAuthCheck>
  );
}
