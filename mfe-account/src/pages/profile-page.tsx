import Typography from 'antd/es/typography';

// Exposed as `account/ProfilePage` (route '/profile'). Placeholder until its feature work lands.
export default function ProfilePage() {
  return (
    <main data-testid="profile-page" style={{ padding: 24 }}>
      <Typography.Title level={2}>Profile</Typography.Title>
    </main>
  );
}
