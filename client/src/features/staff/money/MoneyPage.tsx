import { Trans, useLingui } from '@lingui/react/macro';
import { useOutletContext } from 'react-router-dom';
import type { StaffMeQuery } from '../../../gql/graphql.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { RefundsTab } from './RefundsTab.tsx';
import { TransfersTab } from './TransfersTab.tsx';

/** The back office's money (issue #33): bank transfers, refunds with two people, the providers' notifications. */
export const MoneyPage = () => {
  const { t } = useLingui();
  const me = useOutletContext<StaffMeQuery['staffMe']>();
  usePageMeta(t`Money`, t`Bank transfers, refunds and payment notifications.`);
  return (
    <>
      <h1>
        <Trans>Money</Trans>
      </h1>
      <Tabs defaultValue="transfers">
        <TabList aria-label={t`Money`}>
          <Tab value="transfers"><Trans>Bank transfers</Trans></Tab>
          <Tab value="refunds"><Trans>Refunds</Trans></Tab>
          <Tab value="notifications"><Trans>Notifications</Trans></Tab>
        </TabList>
        <TabPanel value="transfers"><TransfersTab /></TabPanel>
        <TabPanel value="refunds"><RefundsTab me={me.username} /></TabPanel>
        <TabPanel value="notifications"><NotificationsTab /></TabPanel>
      </Tabs>
    </>
  );
};
