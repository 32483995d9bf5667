// The settings page's delivery part (issue 12): delivery hour, quiet hours, the channels new reminders start with.
import { Alert, Button, Card, Skeleton } from 'antd';
import { useDeliveryPreferences } from './api/get-delivery-preferences';
import { DeliveryPreferencesForm } from './components/delivery-preferences-form';

export function DeliverySettings() {
  const prefs = useDeliveryPreferences();
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Reminder delivery</h2>} data-testid="delivery-settings" style={{ marginBottom: 16 }}>
      {prefs.isPending ? (
        <div role="status" aria-label="Loading delivery settings" aria-busy="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : prefs.isError ? (
        <Alert
          type="error"
          showIcon
          title="Could not load your delivery settings"
          action={
            <Button size="small" loading={prefs.isFetching} onClick={() => void prefs.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <DeliveryPreferencesForm preferences={prefs.data} />
      )}
    </Card>
  );
}
