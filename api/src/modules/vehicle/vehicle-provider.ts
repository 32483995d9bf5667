// What any vehicle data source answers: raw values, normalised later by the vehicle service.
export interface RawVehicle {
  make: string;
  model: string;
  yearOfManufacture: number | null;
  motExpiryDate: string | null;
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
