import { reminderUrgency } from './reminder-urgency';

describe('reminderUrgency', () => {
  it.each([
    [1, 'Urgent', 'red'],
    [7, 'Urgent', 'red'],
    [8, 'Soon', 'yellow'],
    [15, 'Soon', 'yellow'],
    [16, 'Scheduled', 'green'],
    [30, 'Scheduled', 'green'],
  ] as const)('%i days before -> %s (%s)', (days, label, color) => {
    expect(reminderUrgency(days)).toMatchObject({ label, color });
  });
});
