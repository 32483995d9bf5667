// The one fake fetch of every jest project (scripts/jest/fake-fetch.ts), under the name these tests use.
export { installFakeFetch as installFakeApi } from '../../../scripts/jest/fake-fetch';
