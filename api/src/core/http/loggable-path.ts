// What the request log records of a URL (ASVS 7.1.1, 8.3.1): the path without its query string (an old reset or
// invitation link put its token there), and with every token that travels in the path masked: the invitation's
// (/api/invites/<token>, /api/invites/<token>/accept) and the calendar feed's (/api/calendar/<token>.ics). Any other
// segment as long as a token (32 characters and more of a token's alphabet) is masked too, so a token route added
// later is not logged in clear before someone adds it here. Ids (24 characters) stay, for tracing a request.
// nginx's access log masks the same way (docker/nginx-shell.conf, map $renewly_log_path).
export const TOKEN_MASK = ':token';

const TOKEN_ROUTES: Array<[RegExp, string]> = [
  // Express matches routes case-insensitively and merges nothing: mask whatever spelling reached the route.
  [/^(\/+api\/+invites\/+)[^/]+/i, `$1${TOKEN_MASK}`],
  [/^(\/+api\/+calendar\/+)[^/]+/i, `$1${TOKEN_MASK}.ics`],
  // The forwarded-mail webhook's secret (issue 49).
  [/^(\/+api\/+inbound-mail\/+)[^/]+/i, `$1${TOKEN_MASK}`],
];
const TOKEN_LIKE_SEGMENT = /^[A-Za-z0-9_.~%-]{32,}$/;

export function loggablePath(url: string): string {
  let path = url.split('?')[0]!.split('#')[0]!;
  for (const [pattern, replacement] of TOKEN_ROUTES) path = path.replace(pattern, replacement);
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE_SEGMENT.test(segment) ? TOKEN_MASK : segment))
    .join('/');
}
