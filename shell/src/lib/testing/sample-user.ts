export { sampleUser } from '../../../../scripts/jest/sample-user';
