export type ReminderUrgencyLevel = 'urgent' | 'soon' | 'scheduled';

export interface ReminderUrgency {
  level: ReminderUrgencyLevel;
  label: 'Urgent' | 'Soon' | 'Scheduled';
  color: 'red' | 'yellow' | 'green';
}

/** Spec §4: up to 7 days Urgent (red), 8-15 Soon (yellow), above 15 Scheduled (green). */
export function reminderUrgency(daysBefore: number): ReminderUrgency {
  if (daysBefore <= 7) return { level: 'urgent', label: 'Urgent', color: 'red' };
  if (daysBefore <= 15) return { level: 'soon', label: 'Soon', color: 'yellow' };
  return { level: 'scheduled', label: 'Scheduled', color: 'green' };
}
