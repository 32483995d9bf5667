import { z } from 'zod';
import { isValidUkRegistration, MESSAGES, normaliseRegistration } from '@renewly/shared-contracts';
import { CAR_MAKES } from './vehicle-data';

/** GET /api/vehicle/lookup/:registration answer. DVLA gives no model, so it can be ''. */
export const vehicleLookupResultSchema = z.object({
  manufacturer: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  motExpiryDate: z.string().nullable(),
  roadTaxExpiryDate: z.string().nullable(),
});
export type VehicleLookupResult = z.infer<typeof vehicleLookupResultSchema>;

/** Route params of the lookup: a UK plate, normalised. */
export const vehicleLookupParamSchema = z
  .object({
    registration: z
      .string()
      .max(12, MESSAGES.invalidRegistration)
      .transform(normaliseRegistration)
      .refine(isValidUkRegistration, MESSAGES.invalidRegistration),
  })
  .strict();

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const MAKE_ALIASES: Record<string, string> = {
  mercedes: 'Mercedes-Benz',
  mercedesbenz: 'Mercedes-Benz',
  vw: 'Volkswagen',
  landrover: 'Land Rover',
  mgmotoruk: 'MG',
  mgmotor: 'MG',
  bmwi: 'BMW',
  citroën: 'Citroen',
  škoda: 'Skoda',
};

const ACRONYMS = new Set(['BMW', 'MG', 'DS', 'BYD', 'GWM', 'KTM', 'LEVC', 'LDV', 'TVR', 'AC', 'GMC']);

function titleWord(word: string): string {
  if (ACRONYMS.has(word.toUpperCase())) return word.toUpperCase();
  return word
    .split('-')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part))
    .join('-');
}

/** DVLA's 'VOLKSWAGEN' -> 'Volkswagen', 'MERCEDES-BENZ' -> 'Mercedes-Benz', 'BMW' stays; CAR_MAKES spelling when known. */
export function normaliseManufacturer(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const key = squash(trimmed);
  const known = CAR_MAKES.find((m) => squash(m.make) === key);
  if (known) return known.make;
  const alias = MAKE_ALIASES[key] ?? MAKE_ALIASES[trimmed.toLowerCase()];
  if (alias) return alias;
  return trimmed.split(' ').map(titleWord).join(' ');
}

const POWERTRAIN_SUFFIX =
  /\s+(?:self[- ]charging\s+hybrid|plug[- ]in\s+hybrid|mild\s+hybrid|full\s+hybrid|e[- ]?hybrid|hybrid4?|electric|phev|mhev|hev|bev|ev|e[- ]?tron|recharge|4xe|e:hev|gte)$/i;

/** 'Kona Electric' -> 'Kona', 'Niro EV' -> 'Niro', 'Corolla Hybrid' -> 'Corolla'; never returns an empty name. */
export function stripPowertrainSuffix(model: string): string {
  let result = model.trim().replace(/\s+/g, ' ');
  for (;;) {
    const next = result.replace(POWERTRAIN_SUFFIX, '').trim();
    if (next === result || next === '') return result;
    result = next;
  }
}
