import { BookletsManagementScreen } from '../../features/modules/components/booklets-management-screen';
import { SeriesTab } from '../../features/series/components/series-tab';

/** /administration/booklets/management: the modules screen with the series feature's Series tab. */
export function BookletsManagementRoute() {
  return <BookletsManagementScreen seriesTab={<SeriesTab />} />;
}
