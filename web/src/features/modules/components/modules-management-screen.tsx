import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { WorkbookTab } from './workbook-tab';

/**
 * /administration/booklets/management (spec 001 §2.1): the Workbook and Series tabs. The Series tab's
 * content belongs to the series feature, so the route composes it in (features never import each other).
 * /administration/workbook/management (Coordinators) uses the same screen with the Coordinator
 * workbook panel in place of the Workbook tab (`workbookTab`). A location state `{ tab: 'series' }`
 * (the Start a Series page's landing) opens the Series tab.
 */
export function ModulesManagementScreen({
  seriesTab,
  workbookTab,
}: {
  seriesTab?: ReactNode;
  workbookTab?: ReactNode;
}) {
  const landing: unknown = useLocation().state;
  const [tab, setTab] = useState<'workbook' | 'series'>(() =>
    seriesTab && (landing as { tab?: unknown } | null)?.tab === 'series' ? 'series' : 'workbook',
  );
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('modules.manage.title')} />
      <Tabs
        value={tab}
        onChange={(_e, next: 'workbook' | 'series') => setTab(next)}
        aria-label={msg('modules.manage.tabs')}
        sx={{ mb: 2 }}
      >
        <Tab
          value="workbook"
          label={msg('modules.manage.tab.workbook')}
          id="tab-workbook"
          aria-controls="panel-workbook"
        />
        <Tab
          value="series"
          label={msg('modules.manage.tab.series')}
          id="tab-series"
          aria-controls="panel-series"
        />
      </Tabs>
      <Box role="tabpanel" id="panel-workbook" aria-labelledby="tab-workbook" hidden={tab !== 'workbook'}>
        {tab === 'workbook' && (workbookTab ?? <WorkbookTab />)}
      </Box>
      <Box role="tabpanel" id="panel-series" aria-labelledby="tab-series" hidden={tab !== 'series'}>
        {tab === 'series' && seriesTab}
      </Box>
    </RequireAuthCheck>
  );
}
