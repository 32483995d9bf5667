import { describeSession } from './signed-in-sessions';

test('issue 51 item 9: a browser the API could not name is "Unknown browser", also when the system is known', () => {
  expect(describeSession({ browser: 'Chrome 131', system: 'Windows 10' })).toBe('Chrome 131 on Windows 10');
  expect(describeSession({ browser: null, system: 'Windows 10' })).toBe('Unknown browser on Windows 10');
  expect(describeSession({ browser: 'Safari 17', system: null })).toBe('Safari 17');
  expect(describeSession({ browser: null, system: null })).toBe('Unknown browser');
});
