#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: started from the machine's PostgreSQL binaries
# in a temporary folder on a free loopback port, stopped and removed when the command ends.
# The command sees TEST_DATABASE_URL (a superuser URL to the `postgres` database).
# Tests run without durable commits (fsync, synchronous_commit and full_page_writes off): the
# server is thrown away. PG_DURABLE=1 keeps PostgreSQL's durable defaults, as production runs
# it; the API bench measures on that (bench/README.md).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh COMMAND [ARGS...]" >&2
  exit 2
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin." >&2
  echo "Install them (Debian: apt-get install -y postgresql) and run again." >&2
  exit 1
fi

work=$(mktemp -d /tmp/mapleshine-pg.XXXXXX)
chmod 755 "$work"
mkdir -p "$work/data" "$work/socket"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home postgres
  fi
  chown -R postgres "$work"
  as_owner=(runuser -u postgres --)
fi

durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if [ "${PG_DURABLE:-}" = "1" ]; then
  durability=""
fi

stop() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$work/initdb.log" 2>&1 ||
  { cat "$work/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/data" -l "$work/postgres.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work/socket $durability" \
  start >/dev/null || { cat "$work/postgres.log" >&2; exit 1; }

echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') is running on 127.0.0.1:$port for this run."
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
