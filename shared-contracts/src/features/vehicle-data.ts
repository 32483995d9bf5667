// Reference lists for the policy form (spec §5): 25 makes x 10 models, UK insurers, cover levels.

export interface CarMake {
  make: string;
  models: readonly string[];
}

export const CAR_MAKES: readonly CarMake[] = [
  { make: 'Audi', models: ['A1', 'A3', 'A4', 'A5', 'A6', 'Q2', 'Q3', 'Q5', 'Q7', 'Q8'] },
  { make: 'BMW', models: ['1 Series', '2 Series', '3 Series', '4 Series', '5 Series', 'X1', 'X2', 'X3', 'X5', 'i4'] },
  { make: 'Citroen', models: ['C1', 'C3', 'C3 Aircross', 'C4', 'C4 X', 'C5 Aircross', 'C5 X', 'Berlingo', 'SpaceTourer', 'Grand C4 SpaceTourer'] },
  { make: 'Dacia', models: ['Sandero', 'Sandero Stepway', 'Duster', 'Jogger', 'Spring', 'Bigster', 'Logan MCV', 'Lodgy', 'Dokker', 'Logan MCV Stepway'] },
  { make: 'Fiat', models: ['500', '500X', '500L', '500e', '600', 'Panda', 'Grande Panda', 'Tipo', 'Punto', 'Doblo'] },
  { make: 'Ford', models: ['Fiesta', 'Focus', 'Puma', 'Kuga', 'EcoSport', 'Mustang Mach-E', 'Explorer', 'Galaxy', 'S-MAX', 'Ranger'] },
  { make: 'Honda', models: ['Jazz', 'Civic', 'HR-V', 'CR-V', 'ZR-V', 'e:Ny1', 'e', 'Accord', 'Insight', 'NSX'] },
  { make: 'Hyundai', models: ['i10', 'i20', 'i30', 'Bayon', 'Kona', 'Tucson', 'Santa Fe', 'Ioniq 5', 'Ioniq 6', 'Inster'] },
  { make: 'Kia', models: ['Picanto', 'Rio', 'Ceed', 'XCeed', 'Stonic', 'Niro', 'Sportage', 'Sorento', 'EV6', 'EV9'] },
  { make: 'Land Rover', models: ['Defender 90', 'Defender 110', 'Defender 130', 'Discovery', 'Discovery Sport', 'Range Rover', 'Range Rover Sport', 'Range Rover Velar', 'Range Rover Evoque', 'Freelander 2'] },
  { make: 'Lexus', models: ['CT', 'IS', 'ES', 'LS', 'LBX', 'UX', 'NX', 'RX', 'RZ', 'LC'] },
  { make: 'Mazda', models: ['Mazda2', 'Mazda3', 'Mazda6', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-80', 'MX-5', 'MX-30'] },
  { make: 'Mercedes-Benz', models: ['A-Class', 'B-Class', 'C-Class', 'E-Class', 'S-Class', 'CLA', 'GLA', 'GLB', 'GLC', 'GLE'] },
  { make: 'MG', models: ['MG3', 'MG4', 'MG5', 'MG6', 'ZS', 'HS', 'GS', 'S5', 'Marvel R', 'Cyberster'] },
  { make: 'Mini', models: ['Hatch 3 Door', 'Hatch 5 Door', 'Cooper', 'Convertible', 'Clubman', 'Countryman', 'Aceman', 'Paceman', 'Coupe', 'Roadster'] },
  { make: 'Nissan', models: ['Micra', 'Note', 'Juke', 'Qashqai', 'X-Trail', 'Leaf', 'Ariya', 'Pulsar', 'Navara', '370Z'] },
  { make: 'Peugeot', models: ['108', '208', '308', '408', '508', '2008', '3008', '5008', 'Rifter', 'Partner'] },
  { make: 'Renault', models: ['Twingo', 'Clio', 'Captur', 'Megane', 'Scenic', 'Austral', 'Arkana', 'Symbioz', 'Kadjar', 'Zoe'] },
  { make: 'Seat', models: ['Mii', 'Ibiza', 'Arona', 'Leon', 'Leon Estate', 'Toledo', 'Ateca', 'Tarraco', 'Alhambra', 'Altea'] },
  { make: 'Skoda', models: ['Citigo', 'Fabia', 'Scala', 'Octavia', 'Superb', 'Kamiq', 'Karoq', 'Kodiaq', 'Enyaq', 'Elroq'] },
  { make: 'Suzuki', models: ['Ignis', 'Swift', 'Baleno', 'Celerio', 'Vitara', 'S-Cross', 'SX4', 'Jimny', 'Swace', 'Across'] },
  { make: 'Toyota', models: ['Aygo X', 'Yaris', 'Yaris Cross', 'Corolla', 'C-HR', 'RAV4', 'Prius', 'bZ4X', 'Land Cruiser', 'Hilux'] },
  { make: 'Vauxhall', models: ['Corsa', 'Astra', 'Mokka', 'Frontera', 'Crossland', 'Grandland', 'Insignia', 'Zafira', 'Adam', 'Combo Life'] },
  { make: 'Volkswagen', models: ['up!', 'Polo', 'Golf', 'T-Cross', 'T-Roc', 'Tiguan', 'Touareg', 'Passat', 'ID.3', 'ID.4'] },
  { make: 'Volvo', models: ['V40', 'S60', 'V60', 'S90', 'V90', 'XC40', 'XC60', 'XC90', 'EX30', 'EX90'] },
];

export const CAR_MAKE_NAMES: readonly string[] = CAR_MAKES.map((m) => m.make);

/** The models listed for a make (case-insensitive), or an empty list. */
export function modelsForMake(make: string): readonly string[] {
  const wanted = make.trim().toLowerCase();
  return CAR_MAKES.find((m) => m.make.toLowerCase() === wanted)?.models ?? [];
}

export const INSURERS: readonly string[] = [
  '1st Central',
  'Admiral',
  'Adrian Flux',
  'Age Co',
  'Ageas',
  'Allianz',
  'Aviva',
  'AXA',
  'Bell',
  'By Miles',
  'Churchill',
  'Co-op Insurance',
  'Cuvva',
  'Diamond',
  'Dial Direct',
  'Direct Line',
  'Elephant',
  'esure',
  'Go Skippy',
  'Halifax',
  'Hastings Direct',
  'Highway Insurance',
  'John Lewis Finance',
  'Kwik Fit Insurance',
  'Lloyds Bank',
  'LV=',
  'M&S Bank',
  'Marshmallow',
  'More Than',
  'NFU Mutual',
  'Post Office',
  'Privilege',
  'Quotemehappy',
  'RAC',
  'Saga',
  "Sainsbury's Bank",
  "Sheilas' Wheels",
  'Swiftcover',
  'Swinton',
  'Tesco Bank',
  'Tesco Insurance',
  'The AA',
  'Ticker',
  'Veygo',
  'Zurich',
  'Other',
];
