// The sweep: works out from current reminders and policies what is due, and delivers it. Every once-only step is
// an insert under a unique key (the delivery, then each attempt), so any number of sweeps in any number of
// processes deliver each (reminder, channel, target date) once. Nothing here holds a lock.
// Due times are worked out at every sweep from the users' current delivery preferences (hour, quiet hours), so
// changing them moves whatever is still pending without rewriting anything stored.
import { daysBetween, londonToday, type DeliveryChannelName } from '@renewly/shared-contracts';
import {
  DeliveryFailure,
  type ChannelResult,
  type DeliveryChannel,
  type DeliveryContext,
  type UserChannelsDelivery,
} from '../../channels/delivery-channel';
import type { Logger } from '../../core/logger';
import * as metrics from '../../core/metrics/metrics';
import type { ChannelHealth } from './channel-health';
import { activeMembershipKeys } from '../policies';
import { listActivePolicySummaries, type PolicySummary } from '../policies';
import { deliveryPreferencesFor } from '../delivery-preferences';
import { listAllRemindersForDelivery, targetDateOf, type ReminderForDelivery } from '../reminders';
import { contactsFor, type UserContact } from '../users';
import type { OutcomeStatus } from './deliveries.model';
import {
  attemptDueNow,
  attemptId,
  claimAttempts,
  claimDeliveries,
  isFinished,
  loadDeliveryStates,
  loadDeliveryStatesById,
  recordOutcomes,
  type AttemptRef,
  type Outcome,
} from './deliveries.service';
import {
  catchUpsToDeliver,
  channelDueAt,
  deliveryChannelsFor,
  dueAt,
  inQuietHours,
  isDue,
  isHeldInQuietHours,
  mayDeliver,
  reminderDeliveryKey,
  type EngineChannel,
} from './due-time';
import { MAX_ATTEMPTS, nextRetryAt } from './retry-policy';

export interface DeliveryEngineOptions {
  channels: Partial<Record<DeliveryChannelName, DeliveryChannel>>;
  /** Links in messages point here. */
  appOrigin: string;
  logger: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Deliveries claimed at once (one batch of claims); a new batch is claimed while fewer sends than this are under way. */
  concurrency?: number;
  /**
   * How long an attempt may run before it is presumed dead and the next attempt is taken. Must exceed the
   * channels' own timeouts (nodemailer's are 10 s + 20 s), or a slow send could be repeated.
   */
  leaseMs?: number;
  /** Up to this many deliveries of unknown state are read one by one (by _id); more, and all are read at once. */
  probeLimit?: number;
  /** Tells the operator of a channel failing for over 15 minutes (channel-health.ts); none: nobody is told. */
  channelHealth?: ChannelHealth;
  /** The users' other channels (ntfy, webhooks...: issue 41); none: reminders go by the built-in channels only. */
  userChannels?: UserChannelsDelivery;
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
  channel: EngineChannel;
  /** The channel's name in metrics and alerts: the built-in name, or a user channel's kind (never its id). */
  label: string;
  reminder: ReminderForDelivery;
  policy: PolicySummary;
  /** The date this cycle counts down to: the policy's renewal, MOT or road-tax date (per the reminder's target). */
  targetDate: string;
  /** When it became due under the user's preferences (stored on the delivery record). */
  dueAt: Date;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;

/** A sweep slower than this is logged (one line) for the operator. */
export const SLOW_SWEEP_MS = 10_000;

/** A provider's reason may quote the address or number it refused: the logs keep neither. */
export function withoutContacts(reason: string): string {
  return reason.replace(/[^\s@<>()"']+@[^\s@<>()"']+/g, '[email]').replace(/\+?\d[\d ()-]{6,}\d/g, '[number]');
}

export interface DeliveryEngine {
  sweep(): Promise<SweepReport>;
  /** What a sweep now would find due (first tries and retries), and since when the oldest has been due; sends nothing. */
  backlog(): Promise<{ due: number; oldestDueAt: Date | null }>;
}

export function createDeliveryEngine(options: DeliveryEngineOptions): DeliveryEngine {
  const { channels, appOrigin, logger } = options;
  const clock = options.now ?? (() => new Date());
  const concurrency = options.concurrency ?? 16;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const probeLimit = options.probeLimit ?? 50;
  let running: Promise<SweepReport> | null = null;

  /**
   * Deliveries this engine has seen finished. A finished delivery never needs work again (its key names the
   * reminder and renewal date), so later sweeps skip it without reading its records; on the embedded database
   * those reads grow with the collections. Only keys still due are kept.
   */
  let finished = new Set<string>();

  async function findDueWork(now: Date): Promise<Task[]> {
    const [reminders, policies, members] = await Promise.all([
      listAllRemindersForDelivery(),
      listActivePolicySummaries(),
      activeMembershipKeys(),
    ]);
    const policyById = new Map(policies.map((p) => [p.id, p]));
    // A reminder goes out only to the policy's owner or a current member (household sharing): a membership that
    // has ended delivers nothing more, even if its reminders were not removed yet.
    // First the reminders that could be due at any preferred hour (00:00 is the earliest), so preferences are read
    // only for their users. A reminder whose MOT or tax date was cleared has no cycle: it is skipped (the reminders
    // page says why) and nothing is recorded.
    const maybe: { reminder: ReminderForDelivery; policy: PolicySummary; targetDate: string }[] = [];
    for (const reminder of reminders) {
      const policy = policyById.get(reminder.policyId);
      if (!policy || (policy.userId !== reminder.userId && !members.has(`${policy.id}:${reminder.userId}`))) continue;
      const targetDate = targetDateOf(policy, reminder.target);
      if (!targetDate || !isDue(targetDate, reminder.daysBefore, now, dueAt(targetDate, reminder.daysBefore, 0))) continue;
      maybe.push({ reminder, policy, targetDate });
    }
    const users = [...new Set(maybe.map((m) => m.reminder.userId))];
    const [prefsByUser, userChannels] = await Promise.all([
      deliveryPreferencesFor(users),
      options.userChannels?.enabledOf(users) ?? new Map<string, { userId: string; kind: string }>(),
    ]);
    const hourOf = (r: ReminderForDelivery) => prefsByUser.get(r.userId)!.deliveryHour;
    const catchUps = catchUpsToDeliver(maybe, hourOf, now);
    const candidates: Omit<Task, 'isNew' | 'attemptNo'>[] = [];
    for (const { reminder, policy, targetDate } of maybe) {
      const prefs = prefsByUser.get(reminder.userId)!;
      // Set (or moved) to a time already passed: nothing new, but one catch-up per policy for reminders created late.
      if (!mayDeliver(reminder, targetDate, prefs.deliveryHour, catchUps, now)) continue;
      // The user's other channels: only their own, and only while switched on.
      const own = reminder.channelIds.filter((id) => userChannels.get(id)?.userId === reminder.userId);
      for (const channel of deliveryChannelsFor(reminder.notificationMethods, own)) {
        const due = channelDueAt(targetDate, reminder.daysBefore, channel, prefs);
        if (!isDue(targetDate, reminder.daysBefore, now, due)) continue;
        // SMS (and push) never go during quiet hours: first tries and retries alike wait until they end.
        if (isHeldInQuietHours(channel) && inQuietHours(now, prefs.quietHours)) continue;
        const deliveryId = reminderDeliveryKey(reminder, channel, targetDate);
        const label = userChannels.get(channel.slice(3))?.kind ?? channel;
        candidates.push({ deliveryId, channel, label, reminder, policy, targetDate, dueAt: due });
      }
    }
    const stillDue = new Set<string>();
    const unknown = candidates.filter((c) => {
      stillDue.add(c.deliveryId);
      return !finished.has(c.deliveryId);
    });
    finished = new Set([...finished].filter((id) => stillDue.has(id)));

    const states =
      unknown.length > probeLimit
        ? await loadDeliveryStates(londonToday(now))
        : await loadDeliveryStatesById(unknown.map((c) => c.deliveryId));
    const tasks: Task[] = [];
    for (const c of unknown) {
      const state = states.get(c.deliveryId);
      if (state && isFinished(state)) {
        finished.add(c.deliveryId);
        continue;
      }
      const attemptNo = state ? attemptDueNow(state, now, leaseMs) : 1;
      if (attemptNo !== null) tasks.push({ ...c, isNew: !state, attemptNo });
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
      reminderTitle: task.reminder.title,
      recipient: contact ?? { firstName: '', email: null, mobileNumber: null, mobileVerified: false },
      policy: {
        id: p.id,
        registrationNumber: p.registrationNumber,
        carManufacturer: p.carManufacturer,
        carModel: p.carModel,
        insurer: p.insurer,
        renewalDate: p.renewalDate,
      },
      target: task.reminder.target,
      targetDate: task.targetDate,
      daysLeft: daysBetween(londonToday(now), task.targetDate),
      policyUrl: `${appOrigin}/policies?policy=${p.id}`,
    };
  }

  const refOf = (task: Task): AttemptRef => ({
    deliveryId: task.deliveryId,
    attemptNo: task.attemptNo,
    reminderId: task.reminder.id,
    policyId: task.policy.id,
    renewalDate: task.targetDate,
  });

  /** What to record for a channel's answer (or failure) to attempt `attemptNo`. */
  function outcomeOf(task: Task, result: ChannelResult | DeliveryFailure): Outcome {
    const at = clock();
    if (!(result instanceof DeliveryFailure)) {
      return result.status === 'sent'
        ? { status: 'sent', at, providerId: result.providerId }
        : { status: 'skipped', at, reason: result.reason };
    }
    const retryAt = result.permanent ? null : nextRetryAt(task.attemptNo, at);
    if (retryAt) return { status: 'temporary-failure', at, reason: result.reason, nextAttemptAt: retryAt };
    const reason = result.permanent ? result.reason : `${result.reason} (gave up after ${task.attemptNo} attempts)`;
    return { status: 'permanent-failure', at, reason };
  }

  function asFailure(err: unknown, task: Task): DeliveryFailure {
    if (err instanceof DeliveryFailure) return err;
    logger.warn({ err, deliveryId: task.deliveryId }, 'channel failed unexpectedly');
    return new DeliveryFailure('The message could not be handed over', false);
  }

  /** A built-in channel, or one of the users' other channels ('ch_<id>'). */
  function channelFor(name: EngineChannel): Pick<DeliveryChannel, 'send' | 'sendMany'> | undefined {
    if (!name.startsWith('ch_')) return channels[name as DeliveryChannelName];
    const users = options.userChannels;
    return users && { send: (ctx) => users.send(ctx, name.slice(3)) };
  }

  /**
   * Hands over the claimed attempts, all at once (a channel with sendMany gets them in one call), and records each
   * outcome as soon as its own send settles: a slow service (up to its 10 s limit) holds only its own deliveries.
   * Returns one promise per send, settled once its outcome is recorded.
   */
  function handOver(tasks: Task[], contacts: Map<string, UserContact>, settle: (done: Task[], results: (ChannelResult | DeliveryFailure)[]) => Promise<void>): Promise<void>[] {
    const byChannel = new Map<EngineChannel, Task[]>();
    for (const task of tasks) byChannel.set(task.channel, [...(byChannel.get(task.channel) ?? []), task]);
    return [...byChannel].flatMap(([name, group]) => {
      const channel = channelFor(name);
      if (!channel) return [settle(group, group.map(() => ({ status: 'skipped', reason: `${name} delivery is not available` })))];
      const ctxOf = (task: Task) => context(task, contacts.get(task.reminder.userId), clock());
      if (channel.sendMany) {
        const sendMany = channel.sendMany.bind(channel);
        return [
          (async () => {
            let results: (ChannelResult | DeliveryFailure)[];
            try {
              results = await sendMany(group.map(ctxOf));
            } catch (err) {
              results = group.map((task) => asFailure(err, task));
            }
            await settle(group, results);
          })(),
        ];
      }
      return group.map(async (task) => {
        let result: ChannelResult | DeliveryFailure;
        try {
          result = await channel.send(ctxOf(task));
        } catch (err) {
          result = asFailure(err, task);
        }
        await settle([task], [result]);
      });
    });
  }

  /** Records these outcomes (one insert), then counts, tells channel health and logs failures. */
  async function recordAndReport(outcomes: { task: Task; outcome: Outcome }[], report: SweepReport): Promise<void> {
    if (outcomes.length === 0) return;
    await recordOutcomes(outcomes.map(({ task, outcome }) => ({ ref: refOf(task), outcome })));
    for (const { task, outcome } of outcomes) {
      if (outcome.status !== 'temporary-failure') finished.add(task.deliveryId);
      report.attempted += 1;
      report.outcomes[outcome.status] = (report.outcomes[outcome.status] ?? 0) + 1;
      metrics.deliveries.inc({ channel: task.label, status: outcome.status });
      await options.channelHealth?.record(task.label, outcome.status, outcome.at);
      if (task.attemptNo > 1) metrics.deliveryRetries.inc({ channel: task.label });
      if (outcome.status === 'temporary-failure' || outcome.status === 'permanent-failure') {
        // One structured line per failure, for the operator: ids and the reason, never an address, number or text.
        logger.warn(
          { deliveryId: task.deliveryId, channel: task.channel, attemptNo: task.attemptNo, status: outcome.status, reason: withoutContacts(outcome.reason ?? '') },
          'reminder delivery failed',
        );
      }
    }
  }

  /**
   * One batch: claim the new deliveries, claim the attempts (one insert each for the whole batch), and hand over
   * what this process won. Returns the sends still under way (each records its own outcome when it settles), so the
   * next batch need not wait for a slow one; a crash can leave at most the sends under way handed over but not recorded.
   */
  async function runBatch(batch: Task[], contacts: Map<string, UserContact>, report: SweepReport): Promise<Promise<void>[]> {
    const fresh = batch.filter((t) => t.isNew);
    const won = await claimDeliveries(
      fresh.map((t) => ({
        id: t.deliveryId,
        userId: t.reminder.userId,
        policyId: t.policy.id,
        reminderId: t.reminder.id,
        channel: t.channel,
        renewalDate: t.targetDate,
        dueAt: t.dueAt,
      })),
      clock(),
    );
    const candidates = batch.filter((t) => !t.isNew || won.has(t.deliveryId));
    const taken = await claimAttempts(candidates.map(refOf), clock(), leaseMs);
    const mine = candidates.filter((t) => taken.has(attemptId(t.deliveryId, t.attemptNo)));
    if (mine.length === 0) return [];

    // Only attempts whose process died pass MAX_ATTEMPTS (failed ones stop there): give up rather than loop.
    const exhausted = mine.filter((t) => t.attemptNo > MAX_ATTEMPTS);
    const toSend = mine.filter((t) => t.attemptNo <= MAX_ATTEMPTS);
    const gaveUp = recordAndReport(
      exhausted.map((task) => ({
        task,
        outcome: { status: 'permanent-failure', at: clock(), reason: `Gave up after ${MAX_ATTEMPTS} attempts were interrupted` } as Outcome,
      })),
      report,
    );
    const sends = handOver(toSend, contacts, (done, results) =>
      recordAndReport(done.map((task, i) => ({ task, outcome: outcomeOf(task, results[i]!) })), report),
    );
    return [gaveUp, ...sends];
  }

  /** `claimed` is called once every batch is claimed and handed over (its sends may still be under way). */
  async function sweepOnce(claimed: () => void): Promise<SweepReport> {
    const started = Date.now();
    const endTimer = metrics.sweepDuration.startTimer();
    let report: SweepReport | undefined;
    try {
      report = await sweepWork(claimed);
      return report;
    } finally {
      claimed();
      endTimer();
      const durationMs = Date.now() - started;
      if (durationMs > SLOW_SWEEP_MS) logger.warn({ durationMs, due: report?.due, attempted: report?.attempted }, 'slow reminder sweep');
    }
  }

  async function sweepWork(claimed: () => void): Promise<SweepReport> {
    const now = clock();
    const tasks = await findDueWork(now);
    const report: SweepReport = { due: tasks.length, attempted: 0, outcomes: {} };
    metrics.sweepBacklog.set(tasks.length);
    metrics.oldestDueSeconds.set(tasks.reduce((oldest, t) => Math.max(oldest, (now.getTime() - t.dueAt.getTime()) / 1000), 0));
    if (tasks.length === 0) return report;
    const contacts = await contactsFor([...new Set(tasks.map((t) => t.reminder.userId))]);
    // Sends under way. The next batch waits only until fewer than `concurrency` are, never for one slow send.
    const underWay = new Set<Promise<void>>();
    const track = (send: Promise<void>) => {
      const p: Promise<void> = send
        // A database error: claimed attempts without an outcome are taken again once their lease runs out.
        .catch((err: unknown) => logger.error({ err }, 'a reminder delivery outcome was not recorded'))
        .finally(() => underWay.delete(p));
      underWay.add(p);
    };
    for (let i = 0; i < tasks.length; i += concurrency) {
      while (underWay.size >= concurrency) await Promise.race(underWay);
      try {
        (await runBatch(tasks.slice(i, i + concurrency), contacts, report)).forEach(track);
      } catch (err) {
        // A database error: claimed attempts without an outcome are taken again once their lease runs out.
        logger.error({ err }, 'a batch of reminder deliveries failed');
      }
    }
    claimed();
    await Promise.all([...underWay]);
    if (report.attempted > 0) logger.info(report, 'reminder deliveries swept');
    return report;
  }

  return {
    async backlog() {
      const tasks = await findDueWork(clock());
      const oldest = tasks.reduce<number | null>((min, t) => (min === null || t.dueAt.getTime() < min ? t.dueAt.getTime() : min), null);
      return { due: tasks.length, oldestDueAt: oldest === null ? null : new Date(oldest) };
    },
    /**
     * One sweep at a time per engine: a call while one is finding and claiming work waits for that one. Once it has
     * handed everything over, a new sweep may start beside its sends still under way (a slow service holds only its
     * own deliveries: their attempts are claimed, so the new sweep leaves them alone).
     */
    sweep() {
      if (running) return running;
      const sweep: Promise<SweepReport> = sweepOnce(() => {
        if (running === sweep) running = null;
      });
      running = sweep;
      return sweep;
    },
  };
}
