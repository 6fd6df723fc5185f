#!/usr/bin/env bash
# A private PostgreSQL cluster for the API suite: installs the server from Debian when missing,
# starts it on 127.0.0.1:$PG_PORT under a directory of its own, and stops it by its own pid file.
#   scripts/ci/postgres.sh start   → prints the admin URL
#   scripts/ci/postgres.sh stop
set -euo pipefail
PG_PORT="${PG_PORT:-55432}"
PG_DIR="${PG_DIR:-/tmp/navlun-pg-$PG_PORT}"
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

case "${1:-start}" in
  start)
    bin=$(pg_bin)
    if [ ! -f "$PG_DIR/PG_VERSION" ]; then
      mkdir -p "$PG_DIR"
      [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PG_DIR"
      run_as_postgres "'$bin/initdb' -D '$PG_DIR' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >&2
    fi
    run_as_postgres "'$bin/pg_ctl' -D '$PG_DIR' -l '$PG_DIR/server.log' -o \"-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1\" -w start" >&2
    echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    ;;
  stop)
    bin=$(pg_bin)
    [ -f "$PG_DIR/postmaster.pid" ] && run_as_postgres "'$bin/pg_ctl' -D '$PG_DIR' -m fast -w stop" >&2 || true
    ;;
esac
