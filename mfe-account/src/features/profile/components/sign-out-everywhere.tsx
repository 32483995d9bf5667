import { Button, Typography } from 'antd';
import { ConfirmPopover } from '../../../../../federation/confirm-popover';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every session of the user (a lost phone, a shared computer); sessions also end on their own after 30 days. */
export function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  return (
    <section aria-labelledby="sign-out-everywhere-heading">
      <Typography.Title level={2} id="sign-out-everywhere-heading" style={{ fontSize: 18 }}>
        Devices
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Signed in somewhere you no longer use? Sign out everywhere, this device included.
      </Typography.Paragraph>
      <ConfirmPopover
        title="Sign out of all devices?"
        description="You will need to sign in again on every device."
        okText="Sign out everywhere"
        cancelText="Cancel"
        onConfirm={() => signOut.mutate()}
      >
        <Button danger loading={signOut.isPending}>
          Sign out of all devices
        </Button>
      </ConfirmPopover>
    </section>
  );
}
