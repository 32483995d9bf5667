// The DVLA Vehicle Enquiry Service (VES) client: POST {base}/v1/vehicles with {"registrationNumber"} and x-api-key.
import { type RawVehicle, type VehicleProvider, VehicleProviderError } from './vehicle-provider';

export const DVLA_DEFAULT_BASE_URL = 'https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry';

export interface DvlaClientOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

interface DvlaVehicle {
  registrationNumber?: unknown;
  make?: unknown;
  yearOfManufacture?: unknown;
  motExpiryDate?: unknown;
  taxDueDate?: unknown;
  motStatus?: unknown;
  taxStatus?: unknown;
}

/** A field as sent: text, null when absent, or the JSON of anything else (so a malformed value stays visible). */
function rawText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isoDateOrNull(value: unknown): string | null {
  return typeof value === 'string' && ISO_DATE.test(value) ? value : null;
}

export function createDvlaClient(options: DvlaClientOptions): VehicleProvider {
  // Accept the base URL with or without the endpoint path (DVLA_API_URL is documented both ways).
  const baseUrl = (options.baseUrl || DVLA_DEFAULT_BASE_URL).replace(/\/+$/, '').replace(/\/v1\/vehicles$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetchImpl ?? fetch;

  return {
    name: 'dvla',
    async lookup(registration: string): Promise<RawVehicle | null> {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/v1/vehicles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': options.apiKey },
          body: JSON.stringify({ registrationNumber: registration }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new VehicleProviderError(502, 'Could not reach the DVLA vehicle enquiry service');
      }

      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw errorForStatus(response.status);
      }

      let body: DvlaVehicle;
      try {
        body = (await response.json()) as DvlaVehicle;
      } catch {
        throw new VehicleProviderError(502, 'The DVLA vehicle enquiry service sent an unreadable answer');
      }
      if (!body || typeof body !== 'object') {
        throw new VehicleProviderError(502, 'The DVLA vehicle enquiry service sent an unreadable answer');
      }
      return {
        make: typeof body.make === 'string' ? body.make : '',
        // VES has no model field.
        model: '',
        yearOfManufacture:
          typeof body.yearOfManufacture === 'number' && Number.isInteger(body.yearOfManufacture)
            ? body.yearOfManufacture
            : null,
        motExpiryDate: isoDateOrNull(body.motExpiryDate),
        taxDueDate: isoDateOrNull(body.taxDueDate),
        status: {
          motStatus: rawText(body.motStatus),
          motExpiryDate: rawText(body.motExpiryDate),
          taxStatus: rawText(body.taxStatus),
          taxDueDate: rawText(body.taxDueDate),
        },
      };
    },
  };
}

function errorForStatus(status: number): VehicleProviderError {
  if (status === 400) return new VehicleProviderError(400, 'The DVLA did not accept this registration number', status);
  if (status === 429) {
    return new VehicleProviderError(503, 'The DVLA vehicle enquiry service is busy; please try again shortly', status);
  }
  if (status === 503) {
    return new VehicleProviderError(503, 'The DVLA vehicle enquiry service is unavailable; please try again later', status);
  }
  if (status === 401 || status === 403) {
    return new VehicleProviderError(502, 'The DVLA vehicle enquiry service refused our credentials', status);
  }
  return new VehicleProviderError(502, 'The DVLA vehicle enquiry service failed to answer', status);
}
