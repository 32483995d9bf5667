// The market dataset, version 1: one entry per make and model of the policy form (shared-contracts vehicle-data).
// Since version 2 (vehicles.v2.ts, which the app reads) this file is the classification it carries over: segment and
// electric-only flag. scripts/build-vehicle-facts.mjs reads it; edit it here, then run `npm run market:facts`.
//
// What an entry holds, and what it rests on:
// - segment: the model's class by body style and size (e.g. 'Supermini', 'Family SUV'), a plain, checkable
//   classification written from the manufacturers' UK model ranges as listed in the form.
// - ev: true only for models sold in the UK solely as battery-electric cars (it selects the EV depreciation profile).
// - Competitor models are not stored: they are the form's models of the same segment from other makes.
// - No typical new price and no model-specific known issues or model news are stored: none could be sourced and
//   checked when this version was written (no list-price or recall data was at hand). The page says so and links
//   to the sources that have them (DVSA recalls, MOT history, reliability surveys, motoring news).
//
// Written 2026-11-23 without online access: the classifications are editorial, not copied from a checked page.
// Each entry's `source` says exactly that; a later version that checks a source records its address and date.

export const DATASET_VERSION = 'vehicles.v1';
export const DATASET_WRITTEN = '2026-11-23';
export const DATASET_SOURCE =
  "Renewly editorial classification by body style and size of the manufacturer's UK range (not checked online)";

export type Segment =
  | 'City car'
  | 'Supermini'
  | 'Small family car'
  | 'Large family car'
  | 'Executive car'
  | 'Luxury car'
  | 'Small SUV'
  | 'Family SUV'
  | 'Large SUV'
  | 'MPV'
  | 'Pickup'
  | 'Sports car';

type Row = [model: string, segment: Segment, ev?: 'ev'];

const ROWS: Record<string, Row[]> = {
  Audi: [['A1', 'Supermini'], ['A3', 'Small family car'], ['A4', 'Executive car'], ['A5', 'Executive car'], ['A6', 'Executive car'], ['Q2', 'Small SUV'], ['Q3', 'Family SUV'], ['Q5', 'Family SUV'], ['Q7', 'Large SUV'], ['Q8', 'Large SUV']],
  BMW: [['1 Series', 'Small family car'], ['2 Series', 'Small family car'], ['3 Series', 'Executive car'], ['4 Series', 'Executive car'], ['5 Series', 'Executive car'], ['X1', 'Family SUV'], ['X2', 'Family SUV'], ['X3', 'Family SUV'], ['X5', 'Large SUV'], ['i4', 'Executive car', 'ev']],
  Citroen: [['C1', 'City car'], ['C3', 'Supermini'], ['C3 Aircross', 'Small SUV'], ['C4', 'Small family car'], ['C4 X', 'Small family car'], ['C5 Aircross', 'Family SUV'], ['C5 X', 'Large family car'], ['Berlingo', 'MPV'], ['SpaceTourer', 'MPV'], ['Grand C4 SpaceTourer', 'MPV']],
  Dacia: [['Sandero', 'Supermini'], ['Sandero Stepway', 'Supermini'], ['Duster', 'Small SUV'], ['Jogger', 'MPV'], ['Spring', 'City car', 'ev'], ['Bigster', 'Family SUV'], ['Logan MCV', 'Small family car'], ['Lodgy', 'MPV'], ['Dokker', 'MPV'], ['Logan MCV Stepway', 'Small family car']],
  Fiat: [['500', 'City car'], ['500X', 'Small SUV'], ['500L', 'MPV'], ['500e', 'City car', 'ev'], ['600', 'Small SUV'], ['Panda', 'City car'], ['Grande Panda', 'Supermini'], ['Tipo', 'Small family car'], ['Punto', 'Supermini'], ['Doblo', 'MPV']],
  Ford: [['Fiesta', 'Supermini'], ['Focus', 'Small family car'], ['Puma', 'Small SUV'], ['Kuga', 'Family SUV'], ['EcoSport', 'Small SUV'], ['Mustang Mach-E', 'Family SUV', 'ev'], ['Explorer', 'Family SUV'], ['Galaxy', 'MPV'], ['S-MAX', 'MPV'], ['Ranger', 'Pickup']],
  Honda: [['Jazz', 'Supermini'], ['Civic', 'Small family car'], ['HR-V', 'Small SUV'], ['CR-V', 'Family SUV'], ['ZR-V', 'Family SUV'], ['e:Ny1', 'Small SUV', 'ev'], ['e', 'City car', 'ev'], ['Accord', 'Large family car'], ['Insight', 'Small family car'], ['NSX', 'Sports car']],
  Hyundai: [['i10', 'City car'], ['i20', 'Supermini'], ['i30', 'Small family car'], ['Bayon', 'Small SUV'], ['Kona', 'Small SUV'], ['Tucson', 'Family SUV'], ['Santa Fe', 'Large SUV'], ['Ioniq 5', 'Family SUV', 'ev'], ['Ioniq 6', 'Large family car', 'ev'], ['Inster', 'City car', 'ev']],
  Kia: [['Picanto', 'City car'], ['Rio', 'Supermini'], ['Ceed', 'Small family car'], ['XCeed', 'Small family car'], ['Stonic', 'Small SUV'], ['Niro', 'Small SUV'], ['Sportage', 'Family SUV'], ['Sorento', 'Large SUV'], ['EV6', 'Family SUV', 'ev'], ['EV9', 'Large SUV', 'ev']],
  'Land Rover': [['Defender 90', 'Large SUV'], ['Defender 110', 'Large SUV'], ['Defender 130', 'Large SUV'], ['Discovery', 'Large SUV'], ['Discovery Sport', 'Family SUV'], ['Range Rover', 'Large SUV'], ['Range Rover Sport', 'Large SUV'], ['Range Rover Velar', 'Large SUV'], ['Range Rover Evoque', 'Family SUV'], ['Freelander 2', 'Family SUV']],
  Lexus: [['CT', 'Small family car'], ['IS', 'Executive car'], ['ES', 'Executive car'], ['LS', 'Luxury car'], ['LBX', 'Small SUV'], ['UX', 'Family SUV'], ['NX', 'Family SUV'], ['RX', 'Large SUV'], ['RZ', 'Large SUV', 'ev'], ['LC', 'Sports car']],
  Mazda: [['Mazda2', 'Supermini'], ['Mazda3', 'Small family car'], ['Mazda6', 'Large family car'], ['CX-3', 'Small SUV'], ['CX-30', 'Small SUV'], ['CX-5', 'Family SUV'], ['CX-60', 'Large SUV'], ['CX-80', 'Large SUV'], ['MX-5', 'Sports car'], ['MX-30', 'Small SUV']],
  'Mercedes-Benz': [['A-Class', 'Small family car'], ['B-Class', 'MPV'], ['C-Class', 'Executive car'], ['E-Class', 'Executive car'], ['S-Class', 'Luxury car'], ['CLA', 'Executive car'], ['GLA', 'Family SUV'], ['GLB', 'Family SUV'], ['GLC', 'Family SUV'], ['GLE', 'Large SUV']],
  MG: [['MG3', 'Supermini'], ['MG4', 'Small family car', 'ev'], ['MG5', 'Large family car', 'ev'], ['MG6', 'Large family car'], ['ZS', 'Small SUV'], ['HS', 'Family SUV'], ['GS', 'Family SUV'], ['S5', 'Family SUV', 'ev'], ['Marvel R', 'Family SUV', 'ev'], ['Cyberster', 'Sports car', 'ev']],
  Mini: [['Hatch 3 Door', 'Supermini'], ['Hatch 5 Door', 'Supermini'], ['Cooper', 'Supermini'], ['Convertible', 'Supermini'], ['Clubman', 'Small family car'], ['Countryman', 'Family SUV'], ['Aceman', 'Small SUV', 'ev'], ['Paceman', 'Small SUV'], ['Coupe', 'Sports car'], ['Roadster', 'Sports car']],
  Nissan: [['Micra', 'Supermini'], ['Note', 'Supermini'], ['Juke', 'Small SUV'], ['Qashqai', 'Family SUV'], ['X-Trail', 'Large SUV'], ['Leaf', 'Small family car', 'ev'], ['Ariya', 'Family SUV', 'ev'], ['Pulsar', 'Small family car'], ['Navara', 'Pickup'], ['370Z', 'Sports car']],
  Peugeot: [['108', 'City car'], ['208', 'Supermini'], ['308', 'Small family car'], ['408', 'Large family car'], ['508', 'Large family car'], ['2008', 'Small SUV'], ['3008', 'Family SUV'], ['5008', 'Large SUV'], ['Rifter', 'MPV'], ['Partner', 'MPV']],
  Renault: [['Twingo', 'City car'], ['Clio', 'Supermini'], ['Captur', 'Small SUV'], ['Megane', 'Small family car'], ['Scenic', 'Family SUV'], ['Austral', 'Family SUV'], ['Arkana', 'Family SUV'], ['Symbioz', 'Small SUV'], ['Kadjar', 'Family SUV'], ['Zoe', 'Supermini', 'ev']],
  Seat: [['Mii', 'City car'], ['Ibiza', 'Supermini'], ['Arona', 'Small SUV'], ['Leon', 'Small family car'], ['Leon Estate', 'Small family car'], ['Toledo', 'Small family car'], ['Ateca', 'Family SUV'], ['Tarraco', 'Large SUV'], ['Alhambra', 'MPV'], ['Altea', 'MPV']],
  Skoda: [['Citigo', 'City car'], ['Fabia', 'Supermini'], ['Scala', 'Small family car'], ['Octavia', 'Large family car'], ['Superb', 'Large family car'], ['Kamiq', 'Small SUV'], ['Karoq', 'Family SUV'], ['Kodiaq', 'Large SUV'], ['Enyaq', 'Family SUV', 'ev'], ['Elroq', 'Family SUV', 'ev']],
  Suzuki: [['Ignis', 'City car'], ['Swift', 'Supermini'], ['Baleno', 'Supermini'], ['Celerio', 'City car'], ['Vitara', 'Small SUV'], ['S-Cross', 'Family SUV'], ['SX4', 'Small SUV'], ['Jimny', 'Small SUV'], ['Swace', 'Small family car'], ['Across', 'Family SUV']],
  Toyota: [['Aygo X', 'City car'], ['Yaris', 'Supermini'], ['Yaris Cross', 'Small SUV'], ['Corolla', 'Small family car'], ['C-HR', 'Family SUV'], ['RAV4', 'Family SUV'], ['Prius', 'Large family car'], ['bZ4X', 'Family SUV', 'ev'], ['Land Cruiser', 'Large SUV'], ['Hilux', 'Pickup']],
  Vauxhall: [['Corsa', 'Supermini'], ['Astra', 'Small family car'], ['Mokka', 'Small SUV'], ['Frontera', 'Small SUV'], ['Crossland', 'Small SUV'], ['Grandland', 'Family SUV'], ['Insignia', 'Large family car'], ['Zafira', 'MPV'], ['Adam', 'City car'], ['Combo Life', 'MPV']],
  Volkswagen: [['up!', 'City car'], ['Polo', 'Supermini'], ['Golf', 'Small family car'], ['T-Cross', 'Small SUV'], ['T-Roc', 'Small SUV'], ['Tiguan', 'Family SUV'], ['Touareg', 'Large SUV'], ['Passat', 'Large family car'], ['ID.3', 'Small family car', 'ev'], ['ID.4', 'Family SUV', 'ev']],
  Volvo: [['V40', 'Small family car'], ['S60', 'Executive car'], ['V60', 'Executive car'], ['S90', 'Executive car'], ['V90', 'Executive car'], ['XC40', 'Family SUV'], ['XC60', 'Family SUV'], ['XC90', 'Large SUV'], ['EX30', 'Small SUV', 'ev'], ['EX90', 'Large SUV', 'ev']],
};

export interface VehicleEntry {
  make: string;
  model: string;
  segment: Segment;
  ev: boolean;
  source: string;
  checked: string;
}

export const VEHICLES_V1: readonly VehicleEntry[] = Object.entries(ROWS).flatMap(([make, rows]) =>
  rows.map(([model, segment, ev]) => ({
    make,
    model,
    segment,
    ev: ev === 'ev',
    source: DATASET_SOURCE,
    checked: DATASET_WRITTEN,
  })),
);
