// One request to a channel's service: through the address policy (channel-address-policy.ts), 10 s at most in all,
// redirects never followed, the answer read up to 4 KB. Every failure is a ChannelHttpFailure with its reason in
// plain words, and whether trying again could help; the URL's path and query (a Discord or Slack URL is the
// credential) are never in a reason, and neither is the answer's body (issue 51 item 7): a reason names the host, the
// HTTP status and what that status means, so a channel cannot be used to read what a server answers.
import http from 'node:http';
import https from 'node:https';
import { NonPublicAddressError } from '../../core/net/push-endpoint-policy';
import { CHANNEL_MESSAGES } from '@renewly/shared-contracts/features/user-channels';
import { channelLookup, isOperatorHost, refusedChannelUrl } from '../../core/net/channel-address-policy';

export const CHANNEL_TIMEOUT_MS = 10_000;
const ANSWER_MAX_BYTES = 4096;

export interface ChannelRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface ChannelAnswer {
  status: number;
  body: string;
}

export class ChannelHttpFailure extends Error {
  constructor(
    readonly reason: string,
    /** Trying again cannot help (refused address, refused credentials, redirect). */
    readonly permanent: boolean,
    /** The service's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(reason);
  }
}

/** Statuses that mean the channel itself is gone or refused: it stops until the user switches it on again. */
export const STOPS_CHANNEL = new Set([401, 403, 404, 410]);

/** What a status means to the user, in plain words ('' when it says nothing more than the number). */
export function statusMeaning(status: number): string {
  if (status === 401 || status === 403) return 'the token or address was not accepted';
  if (status === 404 || status === 410) return 'the address was not found (the webhook or topic may have been deleted)';
  if (status === 400 || status === 422) return 'the message or a setting (such as the chat ID or topic) was not accepted';
  if (status === 413) return 'the message was too large';
  if (status === 429) return 'too many messages for now';
  if (status >= 500) return 'the service had a problem';
  return '';
}

/** A connection error's code in plain words. */
export function networkMeaning(code: unknown): string {
  const c = typeof code === 'string' ? code : '';
  if (c === 'ENOTFOUND' || c === 'EAI_AGAIN') return 'the server name was not found';
  if (c === 'ECONNREFUSED') return 'the connection was refused';
  if (c === 'ECONNRESET' || c === 'EPIPE') return 'the connection was closed';
  if (c === 'EHOSTUNREACH' || c === 'ENETUNREACH') return 'the server cannot be reached from here';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(c)) return 'its security certificate could not be verified';
  if (c === 'EPROTO') return 'the secure connection failed';
  return 'the connection failed';
}

function failureForStatus(status: number, host: string, location: string | undefined): ChannelHttpFailure {
  const meaning = statusMeaning(status);
  const answer = `${host} answered HTTP ${status}${meaning ? `: ${meaning}` : ''}`;
  if (status >= 300 && status < 400) {
    let where = 'elsewhere';
    try {
      where = new URL(location ?? '', `https://${host}`).host;
    } catch {
      // keep 'elsewhere'
    }
    return new ChannelHttpFailure(`${host} redirected to ${where}; redirects are not followed`, true, status);
  }
  if (STOPS_CHANNEL.has(status)) return new ChannelHttpFailure(`Refused: ${answer}`, true, status);
  if (status === 400 || status === 413 || status === 422) return new ChannelHttpFailure(`Not taken: ${answer}`, true, status);
  return new ChannelHttpFailure(`Not taken yet: ${answer}`, false, status);
}

/** POSTs the request; resolves with a 2xx answer, or throws ChannelHttpFailure. */
export async function postToChannel(
  req: ChannelRequest,
  options: { privateHosts: readonly string[]; timeoutMs?: number },
): Promise<ChannelAnswer> {
  const url = new URL(req.url);
  const host = url.host;
  // Checked again at send: the policy may have changed, and an address literal never reaches the lookup.
  const refused = await refusedChannelUrlWithoutDns(url, options.privateHosts);
  if (refused) throw new ChannelHttpFailure(refused, true);
  const transport = url.protocol === 'http:' ? http : https;
  const timeoutMs = options.timeoutMs ?? CHANNEL_TIMEOUT_MS;
  return new Promise<ChannelAnswer>((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Renewly', ...req.headers, 'content-length': Buffer.byteLength(req.body) },
        lookup: channelLookup(url, options.privateHosts),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < ANSWER_MAX_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          clearTimeout(timer);
          const body = Buffer.concat(chunks).subarray(0, ANSWER_MAX_BYTES).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve({ status, body });
          else reject(failureForStatus(status, host, res.headers.location));
        });
        res.on('error', (err) => fail(err));
      },
    );
    const fail = (err: unknown) => {
      clearTimeout(timer);
      request.destroy();
      if (err instanceof ChannelHttpFailure) return reject(err);
      if (err instanceof NonPublicAddressError || (err as { code?: string }).code === 'ENONPUBLIC') {
        return reject(new ChannelHttpFailure(`${url.hostname}: ${CHANNEL_MESSAGES.refusedAddress}`, true));
      }
      reject(new ChannelHttpFailure(`Could not reach ${host}: ${networkMeaning((err as { code?: unknown }).code)}`, false));
    };
    const timer = setTimeout(
      () => fail(new ChannelHttpFailure(`${host} did not answer within ${Math.round(timeoutMs / 1000)} s`, false)),
      timeoutMs,
    );
    request.on('error', fail);
    request.end(req.body);
  });
}

/** The save-time rules without a DNS look-up (the connection's lookup does that part at send). */
async function refusedChannelUrlWithoutDns(url: URL, privateHosts: readonly string[]): Promise<string | null> {
  if (isOperatorHost(url, privateHosts)) return null;
  if (url.protocol !== 'https:') return CHANNEL_MESSAGES.httpsOnly;
  // Literal addresses are judged as they are (no lookup happens for them).
  return /^\[|^\d+\.\d+\.\d+\.\d+$/.test(url.hostname) ? refusedChannelUrl(url.href, privateHosts) : null;
}
