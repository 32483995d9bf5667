import { CAR_MAKES } from '@renewly/shared-contracts/features/vehicle-data';
import { VEHICLES_V1 } from './data/vehicles.v1';
import { competitorsOf, findVehicle } from './market-dataset';

describe('the market dataset (vehicles.v1)', () => {
  const formModels = CAR_MAKES.flatMap((m) => m.models.map((model) => [m.make, model] as const));

  it('covers the 25 makes x 10 models of the policy form', () => {
    expect(formModels).toHaveLength(250);
    expect(VEHICLES_V1).toHaveLength(250);
  });

  it.each(formModels)('has an entry for %s %s with a source and the date it was written', (make, model) => {
    const entry = findVehicle(make, model);
    expect(entry).not.toBeNull();
    expect(entry!.source.length).toBeGreaterThan(20);
    expect(entry!.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds entries whatever the case, and names competitors of the same segment from other makes', () => {
    const focus = findVehicle('ford', 'FOCUS')!;
    expect(focus.segment).toBe('Small family car');
    const rivals = competitorsOf(focus);
    expect(rivals.length).toBeGreaterThan(0);
    for (const r of rivals) {
      expect(r.startsWith('Ford ')).toBe(false);
      const [make, ...rest] = r.split(' ');
      const entry = VEHICLES_V1.find((v) => `${v.make} ${v.model}` === r);
      expect(entry?.segment).toBe('Small family car');
      expect(make && rest.length).toBeTruthy();
    }
  });

  it('answers null for a model it does not hold', () => {
    expect(findVehicle('Ford', 'Model T')).toBeNull();
  });
});
