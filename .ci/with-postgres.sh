#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1, then removes the cluster.
# Usage: .ci/with-postgres.sh <command...>   (the command sees TEST_DATABASE_URL)
set -euo pipefail

bindir=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
if [ -z "$bindir" ] && command -v initdb >/dev/null; then bindir="$(dirname "$(readlink -f "$(command -v initdb)")")"; fi
if [ -z "$bindir" ]; then echo "with-postgres: initdb not found (apt-get install postgresql)" >&2; exit 1; fi

port="${PGTEST_PORT:-$((54000 + RANDOM % 1000))}"
dir="$(mktemp -d /tmp/kreolab-pg.XXXXXX)"
# initdb refuses to run as root; use an unprivileged user for the cluster.
runas=()
if [ "$(id -u)" = "0" ]; then
  id kreolabpg >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin kreolabpg
  chown kreolabpg "$dir"
  runas=(runuser -u kreolabpg --)
fi

cleanup() {
  "${runas[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${runas[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${runas[@]}" "$bindir/pg_ctl" -D "$dir/data" -w -l "$dir/log" \
  -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
