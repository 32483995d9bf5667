// The sweep: works out from current reminders and policies what is due, and delivers it. Every once-only step is
// an insert under a unique key (the delivery, then each attempt), so any number of sweeps in any number of
// processes deliver each (reminder, channel, renewal date) once. Nothing here holds a lock.
import { daysBetween, londonToday, type NotificationMethod } from '@renewly/shared-contracts';
import { DeliveryFailure, type DeliveryChannel, type DeliveryContext } from '../../channels/delivery-channel';
import type { Logger } from '../../logger';
import { listActivePolicySummaries, type PolicySummary } from '../policies/policy-queries';
import { listAllRemindersForDelivery, type ReminderForDelivery } from '../reminders/reminders.service';
import { contactsFor, type UserContact } from '../users/users.service';
import type { OutcomeStatus } from './deliveries.model';
import {
  attemptDueNow,
  claimAttempt,
  claimDelivery,
  loadDeliveryStates,
  recordOutcome,
  type AttemptRef,
} from './deliveries.service';
import { deliveryKey, dueAt, isDue } from './due-time';
import { MAX_ATTEMPTS, nextRetryAt } from './retry-policy';

export interface DeliveryEngineOptions {
  channels: Partial<Record<NotificationMethod, DeliveryChannel>>;
  /** Links in messages point here. */
  appOrigin: string;
  logger: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Deliveries handed over at once. */
  concurrency?: number;
  /**
   * How long an attempt may run before it is presumed dead and the next attempt is taken. Must exceed the
   * channels' own timeouts (nodemailer's are 10 s + 20 s), or a slow send could be repeated.
   */
  leaseMs?: number;
}

export interface SweepReport {
  /** Deliveries and retries found due. */
  due: number;
  /** Attempts this sweep claimed (others were taken by another sweep). */
  attempted: number;
  outcomes: Partial<Record<OutcomeStatus, number>>;
}

interface Task {
  isNew: boolean;
  attemptNo: number;
  deliveryId: string;
  channel: NotificationMethod;
  reminder: ReminderForDelivery;
  policy: PolicySummary;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;

export interface DeliveryEngine {
  sweep(): Promise<SweepReport>;
}

export function createDeliveryEngine(options: DeliveryEngineOptions): DeliveryEngine {
  const { channels, appOrigin, logger } = options;
  const clock = options.now ?? (() => new Date());
  const concurrency = options.concurrency ?? 8;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let running: Promise<SweepReport> | null = null;

  async function findDueWork(now: Date): Promise<Task[]> {
    const [reminders, policies, states] = await Promise.all([
      listAllRemindersForDelivery(),
      listActivePolicySummaries(),
      loadDeliveryStates(),
    ]);
    const policyById = new Map(policies.map((p) => [p.id, p]));
    const tasks: Task[] = [];
    for (const reminder of reminders) {
      const policy = policyById.get(reminder.policyId);
      if (!policy || policy.userId !== reminder.userId) continue;
      if (!isDue(policy.renewalDate, reminder.daysBefore, now)) continue;
      for (const channel of reminder.notificationMethods) {
        const deliveryId = deliveryKey(reminder.id, channel, policy.renewalDate);
        const state = states.get(deliveryId);
        const attemptNo = state ? attemptDueNow(state, now, leaseMs) : 1;
        if (attemptNo !== null) tasks.push({ isNew: !state, attemptNo, deliveryId, channel, reminder, policy });
      }
    }
    return tasks;
  }

  function context(task: Task, contact: UserContact | undefined, now: Date): DeliveryContext {
    const p = task.policy;
    return {
      deliveryId: task.deliveryId,
      attemptNo: task.attemptNo,
      userId: task.reminder.userId,
      reminderId: task.reminder.id,
      recipient: contact ?? { firstName: '', email: null, mobileNumber: null },
      policy: {
        id: p.id,
        registrationNumber: p.registrationNumber,
        carManufacturer: p.carManufacturer,
        carModel: p.carModel,
        insurer: p.insurer,
        renewalDate: p.renewalDate,
      },
      daysLeft: daysBetween(londonToday(now), p.renewalDate),
      policyUrl: `${appOrigin}/policies?policy=${p.id}`,
    };
  }

  /** Claims and runs one attempt; returns the outcome recorded, or null when another process has it. */
  async function runTask(task: Task, contacts: Map<string, UserContact>): Promise<OutcomeStatus | null> {
    const { reminder, policy } = task;
    if (task.isNew) {
      const claimed = await claimDelivery(
        {
          id: task.deliveryId,
          userId: reminder.userId,
          policyId: policy.id,
          reminderId: reminder.id,
          channel: task.channel,
          renewalDate: policy.renewalDate,
          dueAt: dueAt(policy.renewalDate, reminder.daysBefore),
        },
        clock(),
      );
      if (!claimed) return null;
    }
    const ref: AttemptRef = { deliveryId: task.deliveryId, attemptNo: task.attemptNo, reminderId: reminder.id, policyId: policy.id };
    if (!(await claimAttempt(ref, clock(), leaseMs))) return null;

    if (task.attemptNo > MAX_ATTEMPTS) {
      // Only attempts whose process died get here (failed ones stop at MAX_ATTEMPTS): give up rather than loop.
      const reason = `Gave up after ${MAX_ATTEMPTS} attempts were interrupted`;
      await recordOutcome(ref, { status: 'permanent-failure', at: clock(), reason });
      return 'permanent-failure';
    }
    const channel = channels[task.channel];
    if (!channel) {
      await recordOutcome(ref, { status: 'skipped', at: clock(), reason: `${task.channel} delivery is not available` });
      return 'skipped';
    }

    let result;
    try {
      result = await channel.send(context(task, contacts.get(reminder.userId), clock()));
    } catch (err) {
      const failure = err instanceof DeliveryFailure ? err : new DeliveryFailure('The message could not be handed over', false);
      if (!(err instanceof DeliveryFailure)) logger.warn({ err, deliveryId: task.deliveryId }, 'channel failed unexpectedly');
      const at = clock();
      const retryAt = failure.permanent ? null : nextRetryAt(task.attemptNo, at);
      if (retryAt) {
        await recordOutcome(ref, { status: 'temporary-failure', at, reason: failure.reason, nextAttemptAt: retryAt });
        return 'temporary-failure';
      }
      const reason = failure.permanent ? failure.reason : `${failure.reason} (gave up after ${task.attemptNo} attempts)`;
      await recordOutcome(ref, { status: 'permanent-failure', at, reason });
      return 'permanent-failure';
    }
    if (result.status === 'skipped') {
      await recordOutcome(ref, { status: 'skipped', at: clock(), reason: result.reason });
      return 'skipped';
    }
    await recordOutcome(ref, { status: 'sent', at: clock(), providerId: result.providerId });
    return 'sent';
  }

  async function sweepOnce(): Promise<SweepReport> {
    const now = clock();
    const tasks = await findDueWork(now);
    const report: SweepReport = { due: tasks.length, attempted: 0, outcomes: {} };
    if (tasks.length === 0) return report;
    const contacts = await contactsFor([...new Set(tasks.map((t) => t.reminder.userId))]);
    let next = 0;
    const worker = async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!;
        try {
          const status = await runTask(task, contacts);
          if (status) {
            report.attempted += 1;
            report.outcomes[status] = (report.outcomes[status] ?? 0) + 1;
          }
        } catch (err) {
          // A database error mid-task: the attempt's lease runs out and a later sweep takes the next one.
          logger.error({ err, deliveryId: task.deliveryId }, 'delivery attempt failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
    if (report.attempted > 0) logger.info(report, 'reminder deliveries swept');
    return report;
  }

  return {
    /** One sweep at a time per engine: a call while one runs waits for that one. */
    sweep() {
      running ??= sweepOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
