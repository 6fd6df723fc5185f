#!/usr/bin/env bash
# A private PostgreSQL cluster for the API suite: installs the server from Debian when missing,
# starts it on 127.0.0.1:$PG_PORT under a directory of its own, and stops it by its own pid file.
#   scripts/ci/postgres.sh start          → prints the admin URL (postgres://postgres@127.0.0.1:PORT/postgres)
#   scripts/ci/postgres.sh stop [URL]     → stops the cluster of that URL (else the one of PG_PORT); keeps its files
#   scripts/ci/postgres.sh remove [URL]   → stops it and deletes its directory
# PG_PORT: without it, start takes a port that is free at that moment (the OS picks it), so two runs on one
# machine never share, or stop, one cluster; stop and remove then need the URL start printed.
# PG_DIR: the cluster's directory, by default one per port (${TMPDIR:-/tmp}/navlun-pg-$PG_PORT), which is how
# stop finds the cluster from its URL alone.
set -euo pipefail
command="${1:-start}"
url="${2:-}"
picked=""
if [ -n "$url" ]; then
  PG_PORT=$(printf '%s' "$url" | sed -nE 's#^postgres(ql)?://[^/]*:([0-9]+)(/.*)?$#\2#p')
  [ -n "$PG_PORT" ] || { echo "postgres.sh: no port in $url" >&2; exit 2; }
elif [ -z "${PG_PORT:-}" ]; then
  if [ "$command" != start ]; then
    echo "postgres.sh $command: name the cluster: the URL start printed, or PG_PORT" >&2
    exit 2
  fi
  PG_PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
  picked=1
fi
PG_DIR="${PG_DIR:-${TMPDIR:-/tmp}/navlun-pg-$PG_PORT}"
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "Installing PostgreSQL from Debian…" >&2
    as_root apt-get update -o DPkg::Lock::Timeout=120 -qq >&2 || true
    as_root apt-get install -y -qq -o DPkg::Lock::Timeout=120 postgresql >&2
    dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$dir"
}

run_as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$command" in
  start)
    bin=$(pg_bin)
    # A port nothing listens on: a directory of that name is left over from an aborted run, not in use.
    [ -n "$picked" ] && [ -d "$PG_DIR" ] && rm -rf "$PG_DIR"
    if [ ! -f "$PG_DIR/PG_VERSION" ]; then
      mkdir -p "$PG_DIR"
      [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PG_DIR"
      run_as_postgres "'$bin/initdb' -D '$PG_DIR' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >&2
    fi
    run_as_postgres "'$bin/pg_ctl' -D '$PG_DIR' -l '$PG_DIR/server.log' -o \"-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1\" -w start" >&2
    echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    ;;
  stop | remove)
    bin=$(pg_bin)
    [ -f "$PG_DIR/postmaster.pid" ] && run_as_postgres "'$bin/pg_ctl' -D '$PG_DIR' -m fast -w stop" >&2 || true
    if [ "$command" = remove ]; then rm -rf "$PG_DIR"; fi
    ;;
  *)
    echo "postgres.sh: start, stop [URL] or remove [URL]" >&2
    exit 2
    ;;
esac
