import mongoose, { Schema } from 'mongoose';
import { connectDatabase, ensureIndexes } from './connect';
import { isDuplicateKeyError } from './errors';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../../test/helpers';

interface Car {
  plate: string;
  make: string;
  year?: number;
}
const Car = mongoose.model<Car>('ProofCar', new Schema<Car>({ plate: String, make: String, year: Number }));
Car.schema.index({ plate: 1 }, { unique: true, name: 'plate_unique' });

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('mongoose'))));
  await ensureIndexes();
});
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('mongoose 9 creates, reads, updates and deletes documents on the test database', async () => {
  const created = await Car.create({ plate: 'AB12CDE', make: 'Ford', year: 2019 });
  expect((await Car.findById(created._id).lean())?.make).toBe('Ford');

  await Car.updateOne({ _id: created._id }, { $set: { year: 2020 } });
  expect((await Car.findOne({ plate: 'AB12CDE' }).lean())?.year).toBe(2020);

  const after = await Car.findOneAndUpdate({ plate: 'AB12CDE' }, { $set: { make: 'Vauxhall' } }, { returnDocument: 'after' }).lean();
  expect(after?.make).toBe('Vauxhall');

  await Car.deleteOne({ _id: created._id });
  expect(await Car.countDocuments()).toBe(0);
});

test('the unique index is really there and enforced (created explicitly, not by autoIndex)', async () => {
  const indexes = await Car.collection.indexes();
  expect(indexes.find((i) => i.name === 'plate_unique')).toMatchObject({ unique: true, key: { plate: 1 } });

  await Car.create({ plate: 'XY99ZZZ', make: 'Kia' });
  const duplicate = await Car.create({ plate: 'XY99ZZZ', make: 'Kia' }).catch((e: unknown) => e);
  expect(isDuplicateKeyError(duplicate)).toBe(true);
  expect(await Car.countDocuments({ plate: 'XY99ZZZ' })).toBe(1);
});

test('a unique-index clash through an update or findOneAndUpdate is a duplicate key error too', async () => {
  await Car.create([{ plate: 'UP11AAA', make: 'Kia' }, { plate: 'UP22BBB', make: 'Kia' }]);
  const viaUpdate = await Car.updateOne({ plate: 'UP22BBB' }, { $set: { plate: 'UP11AAA' } }).catch((e: unknown) => e);
  const viaFindAndModify = await Car.findOneAndUpdate({ plate: 'UP22BBB' }, { $set: { plate: 'UP11AAA' } })
    .exec()
    .catch((e: unknown) => e);
  expect(viaUpdate).toBeInstanceOf(Error);
  expect(isDuplicateKeyError(viaUpdate)).toBe(true);
  expect(viaFindAndModify).toBeInstanceOf(Error);
  expect(isDuplicateKeyError(viaFindAndModify)).toBe(true);
  expect(await Car.countDocuments({ plate: 'UP11AAA' })).toBe(1);
  expect(await Car.countDocuments({ plate: 'UP22BBB' })).toBe(1);
});

test('ensureIndexes fails loudly when an index cannot be built', async () => {
  const Broken = mongoose.model('ProofBroken', new Schema({ code: String }));
  await Broken.create([{ code: 'same' }, { code: 'same' }]);
  Broken.schema.index({ code: 1 }, { unique: true });
  await expect(ensureIndexes()).rejects.toThrow(/ProofBroken/);
  mongoose.deleteModel('ProofBroken');
});
