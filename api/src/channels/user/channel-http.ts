// One request to a channel's service: through the address policy (channel-address-policy.ts), 10 s at most in all,
// redirects never followed, the answer read up to 4 KB. Every failure is a ChannelHttpFailure with its reason in
// plain words, and whether trying again could help; the URL's path and query (a Discord or Slack URL is the
// credential) are never in a reason.
import http from 'node:http';
import https from 'node:https';
import { NonPublicAddressError } from '../push/push-endpoint-policy';
import { CHANNEL_MESSAGES } from '@renewly/shared-contracts/features/user-channels';
import { channelLookup, isOperatorHost, refusedChannelUrl } from './channel-address-policy';

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

/** The service's answer in a line: JSON's description/message/error when it has one, else the text, shortened. */
export function answerSummary(body: string): string {
  let text = body;
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const said = json.description ?? json.message ?? json.error ?? json.errmsg;
    if (typeof said === 'string') text = said;
  } catch {
    // not JSON: the text itself
  }
  // Control characters (a garbage answer) become spaces.
  const line = [...text].map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch)).join('').replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

function failureForStatus(status: number, host: string, body: string, location: string | undefined): ChannelHttpFailure {
  const said = answerSummary(body);
  const answer = `${host} answered HTTP ${status}${said ? `: ${said}` : ''}`;
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
  if (status === 400 || status === 413 || status === 422) return new ChannelHttpFailure(`The message was refused: ${answer}`, true, status);
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
          else reject(failureForStatus(status, host, body, res.headers.location));
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
      const code = (err as { code?: unknown }).code;
      reject(new ChannelHttpFailure(`Could not reach ${host}${typeof code === 'string' ? ` (${code})` : ''}`, false));
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
