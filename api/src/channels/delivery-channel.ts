// The one interface every reminder channel implements (email, sms, app, and push: web push, sent alongside app).
import type { DeliveryChannelName, ReminderTarget } from '@renewly/shared-contracts';

export interface DeliveryContext {
  /** Stable for every attempt of this delivery: channels use it to make a repeat recognisable (Message-ID, key). */
  deliveryId: string;
  attemptNo: number;
  userId: string;
  reminderId: string;
  /** The reminder's title ('30 day renewal reminder'); absent where a caller has none. */
  reminderTitle?: string;
  /** mobileVerified: the number was confirmed by a code (SMS goes only to a verified number, issue 36). */
  recipient: { firstName: string; email: string | null; mobileNumber: string | null; mobileVerified: boolean };
  policy: {
    id: string;
    registrationNumber: string;
    carManufacturer: string;
    carModel: string;
    insurer: string | null;
    renewalDate: string;
  };
  /** What the reminder counts down to: the renewal, the MOT expiry or the road-tax due date. */
  target: ReminderTarget;
  /** That date ('YYYY-MM-DD'): policy.renewalDate for renewal reminders. */
  targetDate: string;
  /** Whole London calendar days from today to the target date. */
  daysLeft: number;
  /** The policy in the app: `${appOrigin}/policies?policy=<id>`. */
  policyUrl: string;
}

/** Handed over (sent) or not attempted for a reason in plain words (skipped). */
export type ChannelResult = { status: 'sent'; providerId: string | null } | { status: 'skipped'; reason: string };

/** A failed hand-over: permanent when trying again cannot help (a refused address or number). */
export class DeliveryFailure extends Error {
  constructor(
    readonly reason: string,
    readonly permanent: boolean,
  ) {
    super(reason);
    this.name = 'DeliveryFailure';
  }
}

export interface DeliveryChannel {
  readonly name: DeliveryChannelName;
  /** Resolves once the message is handed over; throws DeliveryFailure (anything else counts as temporary). */
  send(ctx: DeliveryContext): Promise<ChannelResult>;
  /** Optional: many at once (one round trip), a result or a failure per context, in order. */
  sendMany?(ctxs: DeliveryContext[]): Promise<(ChannelResult | DeliveryFailure)[]>;
}

/** The users' other channels (issue 41) as one more channel: the engine names each 'ch_<id>' (one delivery each). */
export interface UserChannelsDelivery {
  /** The enabled channels of these users, by id: whose, and its kind (the label of metrics and alerts). */
  enabledOf(userIds: string[]): Promise<Map<string, { userId: string; kind: string }>>;
  /** Resolves once the service took it; throws DeliveryFailure. */
  send(ctx: DeliveryContext, channelId: string): Promise<ChannelResult>;
}
