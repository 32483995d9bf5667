import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';

const dashboardLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '4px 15px',
  borderRadius: 6,
  background: 'var(--ant-color-primary, #0f6e8c)',
  color: '#fff',
  textDecoration: 'none',
} as const;

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section style={{ maxWidth: 560, margin: '10vh auto', padding: 24, textAlign: 'center' }}>
      <Typography.Title level={1}>Page Not Found</Typography.Title>
      <Typography.Paragraph type="secondary">The page you are looking for does not exist or has moved.</Typography.Paragraph>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => navigate(-1)}>Go Back</Button>
        <Link to="/" style={dashboardLinkStyle}>
          Dashboard
        </Link>
      </div>
    </section>
  );
}
