#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the store tests: Debian's postgresql, listening on 127.0.0.1 only,
# on a free port, in a fresh folder under /tmp, with a role and a database for the tests.
#
#   eval "$(bash .ci/postgres.sh)"        # start; exports CROUPIER_TEST_POSTGRES_URL, CROUPIER_TEST_PGDATA
#   bash .ci/postgres.sh stop             # stop the cluster named by CROUPIER_TEST_PGDATA, remove its folder
#
# Only the export lines go to stdout; everything else goes to stderr. Exits non-zero if it cannot start.
set -euo pipefail

say() { echo "postgres.sh: $*" >&2; }

if [ "$(id -u)" = 0 ]; then
    as_db_user() { runuser -u postgres -- "$@"; }
else
    as_db_user() { "$@"; }
fi

pg_bin() {
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

if [ "${1:-start}" = stop ]; then
    data=${CROUPIER_TEST_PGDATA:-}
    if [ -n "$data" ] && [ -f "$data/PG_VERSION" ]; then
        as_db_user "$(pg_bin)/pg_ctl" -D "$data" -m fast -w stop >&2 || true
        rm -rf "$data"
    fi
    exit 0
fi

if ! bin=$(pg_bin); then
    if [ "$(id -u)" != 0 ]; then
        say "PostgreSQL is not installed. Install it, then run this again:"
        say "  sudo apt-get update && sudo apt-get install -y postgresql"
        exit 1
    fi
    say "installing Debian's postgresql"
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
    bin=$(pg_bin) || { say "postgresql installed, but no initdb under /usr/lib/postgresql"; exit 1; }
fi

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
data=$(mktemp -d /tmp/croupier-pg.XXXXXX)
password=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
(umask 077 && printf '%s\n' "$password" > "$data.pw")
if [ "$(id -u)" = 0 ]; then chown postgres: "$data" "$data.pw"; fi

as_db_user "$bin/initdb" -D "$data" -U postgres --pwfile="$data.pw" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
rm -f "$data.pw"
cat >> "$data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$data'
fsync = on
CONF

if ! as_db_user "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w -t 60 start >&2; then
    say "the server did not start; its log:"
    tail -n 40 "$data/server.log" >&2 || true
    exit 1
fi

as_db_user "$bin/psql" -h "$data" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q >&2 <<SQL
CREATE ROLE croupier LOGIN CREATEDB CREATEROLE PASSWORD '$password';
CREATE DATABASE croupier_test OWNER croupier;
SQL

url="postgresql://croupier:$password@127.0.0.1:$port/croupier_test"
"$bin/pg_isready" -h 127.0.0.1 -p "$port" >&2
say "$("$bin/postgres" --version) on 127.0.0.1:$port, data in $data"
echo "export CROUPIER_TEST_POSTGRES_URL='$url'"
echo "export CROUPIER_TEST_PGDATA='$data'"
