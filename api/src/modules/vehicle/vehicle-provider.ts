// What any vehicle data source answers: raw values, normalised later by the vehicle service.
export interface RawVehicle {
  make: string;
  model: string;
  yearOfManufacture: number | null;
  motExpiryDate: string | null;
  taxDueDate: string | null;
  /**
   * The DVLA's MOT and tax fields as sent (text, or null when absent; anything not text is kept as its JSON), for the
   * dates refresh to judge (vehicle-refresh/dvla-answer.ts). Only the DVLA client sets it.
   */
  status?: RawDvlaStatus;
}

export interface RawDvlaStatus {
  motStatus: string | null;
  motExpiryDate: string | null;
  taxStatus: string | null;
  taxDueDate: string | null;
}

export interface VehicleProvider {
  readonly name: string;
  /** Resolves null when the source holds no such vehicle; throws VehicleProviderError when it cannot answer. */
  lookup(registration: string): Promise<RawVehicle | null>;
}

/** A failure of the data source, already mapped to the status our API answers with. */
export class VehicleProviderError extends Error {
  constructor(
    readonly status: 400 | 502 | 503,
    message: string,
    /** The source's own HTTP status when it answered (429, 500 ...); absent for a network failure or timeout. */
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'VehicleProviderError';
  }
}

/** Used when no DVLA key is configured: every registration is unknown, so the form asks for manual entry. */
export const noVehicleProvider: VehicleProvider = {
  name: 'none',
  lookup: async () => null,
};
