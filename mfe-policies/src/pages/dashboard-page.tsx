// Exposed as `policies/DashboardPage` (route '/'). Filled in by issue 4.
export default function DashboardPage() {
  return <div data-testid="dashboard-page">Dashboard</div>;
}
