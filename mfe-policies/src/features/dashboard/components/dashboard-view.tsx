import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../../../federation/page-header';
import { useAuthUser } from '../api/get-auth-user';
import { AddPolicyCard, type AddPolicyDialog } from './add-policy-card';
import { DashboardStyles } from './dashboard-styles';
import { GetQuotesCard } from './get-quotes-card';
import { RealSavingsLine } from './real-savings-line';
import { SmartTipCard } from './smart-tip-card';
import { StatTiles } from './stat-tiles';
import { UpcomingRenewalsCard } from './upcoming-renewals-card';

// The greeting and the line under it are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('DashboardPage');

export function DashboardView({ addPolicyDialog }: { addPolicyDialog: AddPolicyDialog }) {
  const user = useAuthUser();
  return (
    <div data-testid="dashboard-page" className={`rp-dash ${pageColumnClass(ROUTE.width)}`}>
      <DashboardStyles />
      <PageHeader route={ROUTE} firstName={user.data?.firstName} />
      <StatTiles />
      <RealSavingsLine />
      <div className="rp-dash-grid">
        <UpcomingRenewalsCard />
        <div className="rp-side">
          <GetQuotesCard />
          <SmartTipCard />
          <AddPolicyCard Dialog={addPolicyDialog} />
        </div>
      </div>
    </div>
  );
}
