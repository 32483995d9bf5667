#!/bin/sh
# The compose file's `backup` service (the official mongo image, which carries mongodump and mongorestore).
#   sh /renewly/mongo-backup.sh loop            one backup now and every BACKUP_INTERVAL_HOURS (default 24), keeping
#                                               the newest BACKUP_KEEP (default 7) in /backups
#   sh /renewly/mongo-backup.sh once            one backup now
#   sh /renewly/mongo-backup.sh restore FILE [--force]
# Files are in Renewly's backup format (api/src/backup/backup-file.ts): a "RENEWLY-BACKUP/1" line, a JSON manifest
# line (engine, database, size, SHA-256), then mongodump's gzipped archive; `npm run restore` reads them too. A
# backup is written under a hidden temporary name and renamed only when complete.
set -eu
# Backups hold every user's data and live session ids: files 0600, the folder 0700 (this user's only).
umask 077
DIR=${BACKUP_DIR:-/backups}
chmod 700 "$DIR" 2>/dev/null || true
DB=$(printf '%s' "$MONGODB_URI" | sed -e 's#^[^/]*//[^/]*/##' -e 's#[?].*$##')
DB=${DB:-renewly}

backup_once() {
  stamp=$(date -u +%Y-%m-%dT%H-%M-%S-%3NZ)
  name="renewly-mongodb-scheduled-$stamp.renewly-backup"
  payload="$DIR/.$name.payload"
  partial="$DIR/.$name.partial"
  trap 'rm -f "$payload" "$partial"' EXIT
  mongodump --quiet --uri="$MONGODB_URI" --archive="$payload" --gzip
  bytes=$(stat -c %s "$payload")
  sum=$(sha256sum "$payload" | cut -d' ' -f1)
  {
    printf 'RENEWLY-BACKUP/1\n'
    printf '{"engine":"mongodb","database":"%s","createdAt":"%s","payloadBytes":%s,"sha256":"%s"}\n' "$DB" "$(date -u +%Y-%m-%dT%H:%M:%S.000Z)" "$bytes" "$sum"
    cat "$payload"
  } > "$partial"
  sync "$partial" 2>/dev/null || sync
  mv "$partial" "$DIR/$name"
  rm -f "$payload"
  trap - EXIT
  echo "backup written: $DIR/$name ($bytes bytes)"
  # Retention: only scheduled backups, oldest first.
  ls -1 "$DIR" | grep -E '^renewly-mongodb-scheduled-.*\.renewly-backup$' | sort | head -n "-${BACKUP_KEEP:-7}" | while read -r old; do
    rm -f "$DIR/$old" && echo "old backup removed: $old"
  done
}

restore() {
  file=$1
  force=${2:-}
  [ "$(head -n1 "$file")" = "RENEWLY-BACKUP/1" ] || { echo "$file is not a Renewly backup" >&2; exit 1; }
  manifest=$(sed -n 2p "$file")
  printf '%s' "$manifest" | grep -q '"engine":"mongodb"' || { echo "$file is not a backup of a MongoDB database" >&2; exit 1; }
  want_bytes=$(printf '%s' "$manifest" | sed -n 's/.*"payloadBytes":\([0-9]*\).*/\1/p')
  want_sum=$(printf '%s' "$manifest" | sed -n 's/.*"sha256":"\([0-9a-f]*\)".*/\1/p')
  header=$(head -n2 "$file" | wc -c)
  payload=$(mktemp)
  trap 'rm -f "$payload"' EXIT
  tail -c +"$((header + 1))" "$file" > "$payload"
  [ "$(stat -c %s "$payload")" = "$want_bytes" ] || { echo "$file is truncated or corrupt (size)" >&2; exit 1; }
  [ "$(sha256sum "$payload" | cut -d' ' -f1)" = "$want_sum" ] || { echo "$file is corrupt (checksum)" >&2; exit 1; }
  mongorestore --quiet --uri="$MONGODB_URI" --archive="$payload" --gzip --nsInclude="$DB.*" --dryRun
  docs=$(mongosh --quiet "$MONGODB_URI" --eval 'let n = 0; for (const c of db.getCollectionNames()) n += db.getCollection(c).countDocuments(); print(n)')
  if [ "$docs" != "0" ] && [ "$force" != "--force" ]; then
    echo "The database $DB is not empty ($docs documents): restore refuses to overwrite it. Add --force to replace it." >&2
    exit 1
  fi
  [ "$docs" = "0" ] || mongosh --quiet "$MONGODB_URI" --eval 'db.dropDatabase()' > /dev/null
  mongorestore --quiet --uri="$MONGODB_URI" --archive="$payload" --gzip --nsInclude="$DB.*" --drop
  echo "restored $file into $DB"
}

case "${1:-loop}" in
  once) backup_once ;;
  restore) shift; restore "$@" ;;
  loop)
    while true; do
      backup_once || echo "backup failed" >&2
      sleep "$(( ${BACKUP_INTERVAL_HOURS:-24} * 3600 ))"
    done
    ;;
  *) echo "usage: mongo-backup.sh loop | once | restore FILE [--force]" >&2; exit 2 ;;
esac
