import { Button } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BRAND_COLORS } from '@renewly/shared-contracts';
import { AntdTheme } from '../../../federation/antd-theme';
import { tabHadEarlierPage } from '../lib/tab-history';

const dashboardLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 16px',
  height: 38,
  borderRadius: 8,
  background: BRAND_COLORS.primary,
  color: '#fff',
  fontWeight: 500,
  textDecoration: 'none',
} as const;

/**
 * True when going back would leave the app: the router has no entry before this one ('default' is the key of the
 * page loaded) and the tab showed no app page before this load (a new tab, or one that came from another site).
 */
function openedFromOutside(locationKey: string): boolean {
  return locationKey === 'default' && !tabHadEarlierPage();
}

export default function NotFoundPage() {
  const navigate = useNavigate();
  const openedDirectly = openedFromOutside(useLocation().key);
  const goBack = () => (openedDirectly ? navigate('/', { replace: true }) : navigate(-1));
  return (
    <AntdTheme>
      <section style={{ maxWidth: 560, margin: '10vh auto', padding: 24, textAlign: 'center' }}>
        <h1 style={{ fontSize: 32, margin: '0 0 12px', color: BRAND_COLORS.text }}>Page Not Found</h1>
        <p style={{ color: BRAND_COLORS.textSecondary, marginBottom: 24 }}>
          The page you are looking for does not exist or has moved.
        </p>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button onClick={goBack}>Go Back</Button>
          <Link to="/" style={dashboardLinkStyle}>
            Dashboard
          </Link>
        </div>
      </section>
    </AntdTheme>
  );
}
