import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { SmsSendError, type SentSms, type SmsMessage, type SmsSender } from '../../core/ports/sms-sender';

export interface TwilioSmsSenderOptions {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** Another origin for Twilio's API (a fake server in tests); unset: api.twilio.com. */
  apiBase?: string;
  /** Per request, in milliseconds (default 10 s; the SDK's own default is 30 s). */
  timeoutMs?: number;
}

/**
 * Twilio's SDK has no base-URL option (its hosts are fixed, proxies ignored); an httpClient that rewrites each
 * request's origin is the only way to reach another server.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: string,
    timeout: number,
  ) {
    super({ timeout });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.base}${uri.pathname}${uri.search}` });
  }
}

// Twilio error codes that refuse the number itself: sending again cannot help.
// https://www.twilio.com/docs/api/errors
const REFUSED_NUMBER_REASONS: Record<number, string> = {
  21211: 'the phone number is not valid',
  21214: 'the phone number cannot be reached',
  21217: 'the phone number is not valid',
  21408: 'the account is not allowed to send SMS to this country',
  21610: 'the recipient has opted out of messages (replied STOP)',
  21612: 'Twilio cannot route a message to this number',
  21614: 'the number is not a mobile number',
  21606: 'the from-number cannot send SMS (check TWILIO_PHONE_NUMBER)',
  21659: 'the from-number is not a Twilio number (check TWILIO_PHONE_NUMBER)',
  21660: 'the from-number does not belong to this account (check TWILIO_PHONE_NUMBER)',
};

interface TwilioRestError {
  status: number;
  code?: number;
  message?: string;
}

function isRestException(error: unknown): error is TwilioRestError {
  return error instanceof twilio.RestException || (error instanceof Error && typeof (error as { status?: unknown }).status === 'number');
}

/** A failed Twilio call as an SmsSendError: permanent when retrying cannot help, with the reason in plain words. */
export function toSmsSendError(error: unknown): SmsSendError {
  if (error instanceof SmsSendError) return error;
  if (isRestException(error)) {
    const { status, code } = error;
    const detail = error.message && !error.message.startsWith('[HTTP') ? ` (${error.message})` : '';
    if (status === 429) return new SmsSendError('Twilio is limiting requests (too many requests)', false, status, code);
    if (status >= 500) return new SmsSendError(`Twilio is unavailable (HTTP ${status})`, false, status, code);
    if (status === 401 || status === 403)
      return new SmsSendError(
        'Twilio refused the account credentials (check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN)',
        true,
        status,
        code,
      );
    if (status === 404)
      return new SmsSendError('Twilio does not know this account (check TWILIO_ACCOUNT_SID)', true, status, code);
    const reason = code !== undefined ? REFUSED_NUMBER_REASONS[code] : undefined;
    if (reason) return new SmsSendError(`Twilio refused the message: ${reason}`, true, status, code);
    return new SmsSendError(
      `Twilio refused the message${code !== undefined ? ` (error ${code})` : ''}${detail}`,
      true,
      status,
      code,
    );
  }
  // Anything else is the connection: refused, reset, timed out, DNS.
  const cause = (error as { code?: unknown } | null)?.code;
  if (cause === 'ECONNABORTED' || cause === 'ETIMEDOUT') return new SmsSendError('Twilio did not answer in time', false);
  return new SmsSendError(`Could not reach Twilio${typeof cause === 'string' ? ` (${cause})` : ''}`, false);
}

export function createTwilioSmsSender(options: TwilioSmsSenderOptions): SmsSender {
  const timeout = options.timeoutMs ?? 10_000;
  const httpClient = options.apiBase
    ? new RebasedRequestClient(options.apiBase.replace(/\/+$/, ''), timeout)
    : new twilio.RequestClient({ timeout });
  const client = twilio(options.accountSid, options.authToken, { httpClient });

  return {
    configured: true,
    fromNumber: options.fromNumber,
    async send(message: SmsMessage): Promise<SentSms> {
      try {
        const sent = await client.messages.create({ to: message.to, from: options.fromNumber, body: message.body });
        return { id: sent.sid };
      } catch (error) {
        throw toSmsSendError(error);
      }
    },
  };
}
