// The settings page's delivery part (issue 12): delivery hour, quiet hours, the channels new reminders start with.
import { useQuery } from '@tanstack/react-query';
import { SkeletonLines } from '../../../shared/account-page-styles';
import { currentUserQuery } from '../../profile/api/get-current-user';
import { useDeliveryPreferences } from './api/get-delivery-preferences';
import { DeliveryPreferencesForm } from './components/delivery-preferences-form';

/**
 * Whether the user's mobile number is unverified (SMS reminders are then skipped, issue 36). The user is a first read
 * of the page: the server draws the page with it, so the warning is in the first paint and nothing moves after it.
 */
function useMobileUnverified(): boolean {
  const user = useQuery(currentUserQuery);
  return user.data !== undefined && user.data.mobileVerifiedAt === null;
}

export function DeliverySettings() {
  const prefs = useDeliveryPreferences();
  const mobileUnverified = useMobileUnverified();
  return (
    <section className="ra-card" aria-labelledby="delivery-settings-heading" data-testid="delivery-settings">
      <h2 id="delivery-settings-heading" className="ra-card-title">
        Reminder delivery
      </h2>
      {prefs.isPending ? (
        <SkeletonLines rows={4} label="Loading delivery settings" />
      ) : prefs.isError ? (
        <div className="ra-alert-error" role="alert">
          <p className="ra-alert-title">Could not load your delivery settings</p>
          <button
            type="button"
            className="renewly-button"
            disabled={prefs.isFetching}
            aria-busy={prefs.isFetching || undefined}
            onClick={() => void prefs.refetch()}
          >
            {prefs.isFetching && <span className="renewly-button-spinner" aria-hidden="true" />}
            Retry
          </button>
        </div>
      ) : (
        <DeliveryPreferencesForm preferences={prefs.data} mobileUnverified={mobileUnverified} />
      )}
    </section>
  );
}
