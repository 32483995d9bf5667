#!/bin/sh
# Fills in a site template's @NAME@ placeholders (docker/nginx-shell.conf, docker/nginx-remote.conf).
# Used by the Docker image's entrypoint and by `npm run prod:local`, so both serve the same configuration.
# Usage: LISTEN=80 ROOT=/usr/share/nginx/html HEADERS=/etc/nginx/renewly-headers.conf \
#        REMOTES_JSON=/usr/share/nginx/html/remotes.json API_UPSTREAM="api-1:3000 api-2:3000" \
#        ACCESS_LOG=/var/log/nginx/access.log nginx-render.sh TEMPLATE
set -e
servers=""
for s in ${API_UPSTREAM:-api:3000}; do servers="$servers server $s;"; done
sed -e "s#@LISTEN@#${LISTEN:-80}#g" -e "s#@ROOT@#${ROOT:-/usr/share/nginx/html}#g" \
  -e "s#@HEADERS@#${HEADERS:-/etc/nginx/renewly-headers.conf}#g" \
  -e "s#@REMOTES_JSON@#${REMOTES_JSON:-/usr/share/nginx/html/remotes.json}#g" \
  -e "s#@ACCESS_LOG@#${ACCESS_LOG:-/var/log/nginx/access.log}#g" \
  -e "s#@API_SERVERS@#${servers# }#g" "$1"
