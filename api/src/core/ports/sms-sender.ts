// The SMS channel's seam: the delivery engine and the SMS test routes depend on this interface only. The real
// implementation talks to Twilio (configured by TWILIO_*); without configuration `configured` is false and `send`
// throws a permanent SmsSendError('SMS is not configured').

export interface SmsMessage {
  /** E.164, for example '+447123456789'. */
  to: string;
  body: string;
}

export interface SentSms {
  /** The provider's message id (Twilio's 'SM...' sid). */
  id: string;
}

/**
 * A failed hand-over. `permanent` is true when sending again cannot help (a refused or invalid number, bad
 * credentials, not configured) and false for what may pass later (network errors, 429, 5xx).
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export interface SmsSender {
  readonly configured: boolean;
  /** The configured from-number, or null ('Not set'). */
  readonly fromNumber: string | null;
  send(message: SmsMessage): Promise<SentSms>;
}
