import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { useCurrentUser } from '../features/profile/api/get-current-user';
import { ProfileForm } from '../features/profile/components/profile-form';
import { SignOutEverywhere } from '../features/profile/components/sign-out-everywhere';

// Exposed as `account/ProfilePage` (route '/profile').
export default function ProfilePage() {
  return (
    <RemoteRoot name="account/ProfilePage" theme={AntdTheme}>
      <section data-testid="profile-page" style={{ maxWidth: 720, margin: '0 auto' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Profile
        </Typography.Title>
        <Typography.Paragraph type="secondary">Your name and mobile number for renewal reminders.</Typography.Paragraph>
        <Card>
          <ProfileContent />
        </Card>
        <Card style={{ marginTop: 16 }}>
          <SignOutEverywhere />
        </Card>
      </section>
    </RemoteRoot>
  );
}

function ProfileContent() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} aria-label="Loading profile" />;
  if (isError || !user) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load your profile"
        description="Please check your connection and try again."
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      />
    );
  }
  return <ProfileForm user={user} />;
}
