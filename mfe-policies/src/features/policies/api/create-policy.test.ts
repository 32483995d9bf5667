import { installFakeApi } from '../../../testing/fake-api';
import { samplePolicy } from '../../../testing/sample-policies';
import { createPolicy } from './create-policy';

const body = { registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2027-04-01' };
const duplicate = { status: 409, body: { message: 'You already have a policy for this registration' } };

describe('createPolicy', () => {
  it('answers with the policy a lost first attempt created when its retry meets 409', async () => {
    const justCreated = samplePolicy({ registrationNumber: 'AB12CDE', createdAt: new Date().toISOString() });
    installFakeApi({ 'POST /api/policies': duplicate, 'GET /api/policies': { body: [justCreated] } });
    const first = { ...body };
    await createPolicy(first).catch(() => undefined); // the first attempt (here its answer says 409 too)
    await expect(createPolicy(first)).resolves.toMatchObject({ id: justCreated.id, remindersCreated: 0 });
  });

  it('reports a 409 on a first attempt, and on a retry when the plate was held before', async () => {
    const heldBefore = samplePolicy({ registrationNumber: 'AB12CDE', createdAt: '2026-01-01T00:00:00.000Z' });
    installFakeApi({ 'POST /api/policies': duplicate, 'GET /api/policies': { body: [heldBefore] } });
    const attempt = { ...body };
    await expect(createPolicy(attempt)).rejects.toMatchObject({ status: 409 });
    await expect(createPolicy(attempt)).rejects.toMatchObject({ status: 409 });
  });
});
