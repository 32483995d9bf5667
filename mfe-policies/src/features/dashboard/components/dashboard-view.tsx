import { useAuthUser } from '../api/get-auth-user';
import { AddPolicyCard, type AddPolicyDialog } from './add-policy-card';
import { DashboardStyles } from './dashboard-styles';
import { SmartTipCard } from './smart-tip-card';
import { StatTiles } from './stat-tiles';
import { UpcomingRenewalsCard } from './upcoming-renewals-card';

export function DashboardView({ addPolicyDialog }: { addPolicyDialog: AddPolicyDialog }) {
  const user = useAuthUser();
  const firstName = user.data?.firstName?.trim();
  return (
    <div className="rp-dash">
      <DashboardStyles />
      <h1 data-testid="greeting">{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</h1>
      <p className="rp-dash-sub">Here&apos;s an overview of your car insurance policies.</p>
      <StatTiles />
      <div className="rp-dash-grid">
        <UpcomingRenewalsCard />
        <div className="rp-side">
          <SmartTipCard />
          <AddPolicyCard Dialog={addPolicyDialog} />
        </div>
      </div>
    </div>
  );
}
