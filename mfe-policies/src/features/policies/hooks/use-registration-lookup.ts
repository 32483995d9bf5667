import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOOKUP_DEBOUNCE_MS, LOOKUP_MIN_CHARS, normaliseRegistration, showToast, TOASTS } from '@renewly/shared-contracts';
import { type VehicleLookupResult } from '@renewly/shared-contracts/features/vehicle';
import { lookupVehicle } from '../api/lookup-vehicle';

export type LookupState = 'idle' | 'looking' | 'found' | 'not-found';

/**
 * Spec §5: only when creating, from 4 characters, after an 800 ms pause in typing. A found vehicle is handed to
 * onFound; a failure shows 'Vehicle not found in database - please enter manually'. Late answers for a plate the
 * user has since changed are ignored.
 */
export function useRegistrationLookup(
  registration: string,
  enabled: boolean,
  onFound: (vehicle: VehicleLookupResult) => void,
): LookupState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LookupState>('idle');
  const latest = useRef('');
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const plate = normaliseRegistration(registration);
  useEffect(() => {
    latest.current = plate;
    // No UK plate has more than 7 characters: the form says so, and there is nothing to look up.
    if (!enabled || plate.length < LOOKUP_MIN_CHARS || plate.length > 7) {
      setState('idle');
      return undefined;
    }
    const timer = setTimeout(() => {
      setState('looking');
      lookupVehicle(queryClient, plate).then(
        (vehicle) => {
          if (latest.current !== plate) return;
          setState('found');
          onFoundRef.current(vehicle);
        },
        () => {
          if (latest.current !== plate) return;
          setState('not-found');
          showToast({ title: TOASTS.vehicleNotFound, variant: 'info' });
        },
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [plate, enabled, queryClient]);

  return state;
}
