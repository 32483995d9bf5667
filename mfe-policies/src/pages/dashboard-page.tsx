// Exposed as `policies/DashboardPage` (route '/'). No antd here (see dashboard-styles.tsx); the add dialog brings
// its own themed antd when opened.
import { DashboardView } from '../features/dashboard/components/dashboard-view';

export default function DashboardPage() {
  return <DashboardView />;
}
