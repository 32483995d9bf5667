import { REMINDER_TARGETS, type Policy, type Reminder } from '@renewly/shared-contracts';

const targetOrder = (r: Reminder) => REMINDER_TARGETS.indexOf(r.target ?? 'renewal');

export interface ReminderGroup {
  policyId: string;
  /** Undefined when the policy is not in the list (deleted meanwhile). */
  policy: Policy | undefined;
  reminders: Reminder[];
}

/**
 * Reminders grouped by policy, in the policies' order (then unknown ones); within a group renewal reminders first,
 * then MOT, then road tax, each with most days first.
 */
export function groupRemindersByPolicy(reminders: Reminder[], policies: Policy[]): ReminderGroup[] {
  const byPolicy = new Map<string, Reminder[]>();
  for (const reminder of reminders) {
    const list = byPolicy.get(reminder.policyId) ?? [];
    list.push(reminder);
    byPolicy.set(reminder.policyId, list);
  }
  const known = new Map(policies.map((p) => [p.id, p]));
  const order = [...policies.map((p) => p.id), ...[...byPolicy.keys()].filter((id) => !known.has(id))];
  return order
    .filter((id) => byPolicy.has(id))
    .map((id) => ({
      policyId: id,
      policy: known.get(id),
      reminders: [...byPolicy.get(id)!].sort((a, b) => targetOrder(a) - targetOrder(b) || b.daysBefore - a.daysBefore),
    }));
}

/** 'AB12CDE' -> 'AB12 CDE' (current-style plates); others as stored. */
export function spacedRegistration(registration: string): string {
  return /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(registration) ? `${registration.slice(0, 4)} ${registration.slice(4)}` : registration;
}

/** A policy as the reminder dialogs name it: 'AB12 CDE · Ford Focus', '(inactive)' after an inactive one. */
export function policyLabel(policy: Policy): string {
  const label = `${spacedRegistration(policy.registrationNumber)} · ${policy.carManufacturer} ${policy.carModel}`;
  return policy.isActive ? label : `${label} (inactive)`;
}
