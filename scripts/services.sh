#!/usr/bin/env bash
# Makes sure Redis (127.0.0.1:6379) and PostgreSQL (127.0.0.1:5432) are reachable for
# the scale-out tests: reuses running servers, else installs the Debian packages
# (redis-server, postgresql) and starts them. Idempotent; exits non-zero if a service
# cannot be brought up.
set -euo pipefail

SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
APT_UPDATED=0

log() { echo "services: $*" >&2; }

port_open() {  # host port
  (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null && { exec 3>&- 3<&-; return 0; } || return 1
}

apt_install() {
  if [ "$APT_UPDATED" = 0 ]; then
    $SUDO apt-get update -q >/dev/null
    APT_UPDATED=1
  fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >/dev/null
}

wait_port() {  # host port seconds
  local i
  for ((i = 0; i < $3 * 10; i++)); do
    port_open "$1" "$2" && return 0
    sleep 0.1
  done
  return 1
}

redis_up() {
  if port_open 127.0.0.1 6379; then
    log "redis já está no ar (127.0.0.1:6379)"
    return 0
  fi
  command -v redis-server >/dev/null || { log "instalando redis-server"; apt_install redis-server; }
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  wait_port 127.0.0.1 6379 15 || { log "redis não respondeu"; return 1; }
  log "redis iniciado"
}

pg_up() {
  command -v psql >/dev/null || { log "instalando postgresql-client"; apt_install postgresql-client; }
  if port_open 127.0.0.1 5432; then
    log "postgresql já está no ar (127.0.0.1:5432)"
  else
    if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
      log "instalando postgresql"
      apt_install postgresql
    fi
    local version hba
    version=$(ls /etc/postgresql | sort -V | tail -n 1)
    # trust on loopback for the throwaway test databases
    hba="/etc/postgresql/$version/main/pg_hba.conf"
    if ! grep -q "dossie-tests" "$hba" 2>/dev/null; then
      $SUDO sed -i '1i host all all 127.0.0.1/32 trust # dossie-tests\nhost all all ::1/128 trust # dossie-tests' "$hba"
    fi
    pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null \
      || pg_ctlcluster --skip-systemctl-redirect "$version" main reload 2>/dev/null || true
    wait_port 127.0.0.1 5432 30 || { log "postgresql não respondeu"; return 1; }
    log "postgresql iniciado"
  fi
  # the tests connect as postgres (or root) to database "test"
  local who=""
  for u in postgres root; do
    if psql -h 127.0.0.1 -U "$u" -d postgres -Atc "select 1" >/dev/null 2>&1; then who=$u; break; fi
  done
  if [ -z "$who" ]; then
    log "postgresql não aceita conexão de postgres/root em 127.0.0.1 (confira pg_hba.conf: trust)"
    return 1
  fi
  if ! psql -h 127.0.0.1 -U "$who" -d postgres -Atc "select 1 from pg_database where datname='test'" | grep -q 1; then
    psql -h 127.0.0.1 -U "$who" -d postgres -qc "create database test" >/dev/null
  fi
}

redis_up
pg_up
