import { updateProfileSchema } from '@renewly/shared-contracts/features/schemas';
import { laterResolver } from './use-zod-form-later';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('laterResolver (a first-paint form whose schema loads later)', () => {
  it('waits for the schema, then checks with its messages; loads once', async () => {
    const load = jest.fn(() => Promise.resolve(updateProfileSchema));
    const { resolve } = laterResolver(load);
    const bad = await resolve({ firstName: '', lastName: 'Jones', mobileNumber: '07123 456789' }, undefined, options);
    expect(bad.errors.firstName?.message).toBe(updateProfileSchema.safeParse({ firstName: '', lastName: 'Jones', mobileNumber: '07123456789' }).error?.issues[0]?.message);
    const good = await resolve({ firstName: 'Sam', lastName: 'Jones', mobileNumber: '07123 456789' }, undefined, options);
    expect(good.values).toEqual({ firstName: 'Sam', lastName: 'Jones', mobileNumber: '07123456789' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never passes a form while the schema failed to load, and tries again at the next check', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(updateProfileSchema);
    const { resolve } = laterResolver(load);
    await expect(resolve({ firstName: 'Sam', lastName: 'Jones', mobileNumber: '07123456789' }, undefined, options)).rejects.toThrow('offline');
    const good = await resolve({ firstName: 'Sam', lastName: 'Jones', mobileNumber: '07123456789' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
