#!/bin/sh
# Picks the nginx site for this container and, for the shell, writes remotes.json from REMOTE_*_URL.
# `npm run prod:local` renders the same templates with the same scripts (scripts/lib/nginx.cjs).
set -e
/etc/renewly/nginx-headers.sh > /etc/nginx/renewly-headers.conf
if [ "${NGINX_ROLE:-remote}" = "shell" ]; then
  /etc/renewly/nginx-render.sh /etc/renewly/shell.conf > /etc/nginx/conf.d/site.conf
  cat > /usr/share/nginx/html/remotes.json <<JSON
{"policies":"${REMOTE_POLICIES_URL}","reminders":"${REMOTE_REMINDERS_URL}","quotes":"${REMOTE_QUOTES_URL}","market":"${REMOTE_MARKET_URL}","account":"${REMOTE_ACCOUNT_URL}"}
JSON
else
  /etc/renewly/nginx-render.sh /etc/renewly/remote.conf > /etc/nginx/conf.d/site.conf
fi
