#!/bin/sh
# Prints the security headers nginx adds to every answer: the same policy as the API's helmet (CSP with the remotes'
# origins for the shell, frame-ancestors 'none', nosniff, Referrer-Policy), and HSTS when PUBLIC_ORIGIN is https.
# Usage: NGINX_ROLE=shell|remote REMOTE_*_URL=... PUBLIC_ORIGIN=https://... nginx-headers.sh > headers.conf
set -e
origins=""
# The shell's pages drawn by the API run one inline script (the push banner's check, the early clicks' hold and the
# start of the shell's scripts after the first paint),
# allowed by its hash alone (shared-contracts' SERVER_DRAWN_HEAD_SCRIPT; api/src/web/nginx-script-hash.test.ts keeps
# the two in step).
inline=""
if [ "${NGINX_ROLE:-remote}" = "shell" ]; then
  inline=" 'sha256-Veyz5QENmKGmXshHWd2dzJDfBRX98Kfe7dx1gUJA7rE='"

  for url in "$REMOTE_POLICIES_URL" "$REMOTE_REMINDERS_URL" "$REMOTE_QUOTES_URL" "$REMOTE_MARKET_URL" "$REMOTE_ACCOUNT_URL"; do
    # scheme://host[:port] of an absolute URL; a same-origin path needs nothing.
    origin=$(printf '%s' "$url" | sed -n 's#^\(https\{0,1\}://[^/]*\).*#\1#p')
    case " $origins " in *" $origin "*) ;; *) [ -n "$origin" ] && origins="$origins $origin" ;; esac
  done
fi
upgrade=""
case "${PUBLIC_ORIGIN:-}" in https://*) upgrade="; upgrade-insecure-requests" ;; esac
csp="default-src 'self'; base-uri 'self'; font-src 'self' data:; form-action 'self'; frame-ancestors 'none'"
# 'wasm-unsafe-eval': the renewal-notice reader's workers (served by the policies remote) compile WebAssembly; no eval().
csp="$csp; img-src 'self' data: blob:; object-src 'none'; script-src 'self'$inline 'wasm-unsafe-eval'$origins; script-src-attr 'none'"
# blob: workers only with remotes on other origins: the notice reader cannot start a worker from another origin, so it
# starts a blob: one that loads the remote's script.
workers="'self'"
[ -n "$origins" ] && workers="'self' blob:"
csp="$csp; style-src 'self' 'unsafe-inline'; connect-src 'self'$origins; worker-src $workers; manifest-src 'self'$upgrade"
echo "add_header Content-Security-Policy \"$csp\" always;"
echo "add_header X-Content-Type-Options \"nosniff\" always;"
echo "add_header X-Frame-Options \"DENY\" always;"
echo "add_header Referrer-Policy \"no-referrer\" always;"
echo "add_header Cross-Origin-Opener-Policy \"same-origin\" always;"
case "${PUBLIC_ORIGIN:-}" in
  https://*) echo "add_header Strict-Transport-Security \"max-age=31536000; includeSubDomains\" always;" ;;
esac
