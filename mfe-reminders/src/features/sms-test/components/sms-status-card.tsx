import { Alert, Button, Descriptions, Skeleton, Tag } from 'antd';
import { readableTagColours } from '../../../../../federation/tag-colours';
import { SectionCard } from '../../../shared/section-card';
import { useSmsStatus } from '../api/get-sms-status';

export const NOT_CONFIGURED_HINT =
  'To send SMS, set the account id (TWILIO_ACCOUNT_SID), the auth token (TWILIO_AUTH_TOKEN) and the phone number (TWILIO_PHONE_NUMBER) on the server.';

/** 'Configured' or 'Not Configured', the number SMS come from or 'Not set', and the settings hint. */
export function SmsStatusCard() {
  const { data: status, isPending, isError, refetch, isFetching } = useSmsStatus();
  return (
    <SectionCard id="sms-status-card" title="Service status">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} aria-label="Loading SMS status" />
      ) : isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load the SMS status"
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Tag data-testid="sms-status" color={status.configured ? 'green' : 'red'} style={readableTagColours[status.configured ? 'green' : 'red']}>
                    {status.configured ? 'Configured' : 'Not Configured'}
                  </Tag>
                ),
              },
              { key: 'from', label: 'From number', children: <span data-testid="sms-from">{status.fromNumber || 'Not set'}</span> },
            ]}
          />
          {!status.configured && <Alert type="warning" showIcon title={NOT_CONFIGURED_HINT} style={{ marginTop: 12 }} />}
        </>
      )}
    </SectionCard>
  );
}
