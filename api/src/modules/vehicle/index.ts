// The vehicle module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { VehicleLookupModel } from './vehicle-lookup.model';
export { type RawDvlaStatus, type VehicleProvider, VehicleProviderError } from './vehicle-provider';
export { vehicleProviderFor } from './vehicle.routes';
export { cacheVehicleAnswer, cachedVehicleYear } from './vehicle.service';
