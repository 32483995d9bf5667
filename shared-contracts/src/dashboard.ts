// The dashboard's schema is in features/schemas/dashboard.ts.
export type { DashboardStats } from './features/schemas/dashboard';
