#!/usr/bin/env bash
# The container image, tested for real with podman (no Docker engine or registry needed):
#  1. builds a stand-in for the base image the Dockerfile starts FROM (a debootstrap'd Debian bookworm
#     with this machine's Node binary and npm, a `node` user with uid 1000), since no registry is reachable;
#  2. builds the image, prints its size and what the app adds on top of the base;
#  3. runs it on PGlite with a volume: waits for /api/health (cold start time), signs up, checks the
#     health status, asks for a backup while the server runs (refused, with the way), stops it with
#     SIGTERM (exit 0 expected), starts it again and signs in to the same account, takes a backup
#     with the server stopped;
#  4. runs it against the local PostgreSQL with DATABASE_URL_FILE, signs up, stops it cleanly.
# Needs root, podman, runc and debootstrap (apt-get install podman runc debootstrap), and PostgreSQL on
# 127.0.0.1:5432 (user postgres, trust auth). Slow (minutes): not part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_MAJOR=$(node -p 'process.versions.node.split(".")[0]')
BASE="docker.io/library/node:${NODE_MAJOR}-bookworm-slim"
IMAGE=chowdr:container-test
PORT=${CONTAINER_TEST_PORT:-3917}
WORK=${CONTAINER_TEST_DIR:-/var/tmp/chowdr-container-test}
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
PG_DB=chowdr_container_test
NAME=chowdr-container-test
VOLUME=chowdr-container-test-data
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
# Without systemd (as here) podman cannot schedule health checks and says so on every start; the
# script runs them itself (`podman healthcheck run`), so those lines are dropped.
podman() { command podman --runtime runc "$@" 2> >(grep -v 'systemd connection' >&2); }
# This machine's sandbox refuses podman's default rlimits for the container (EPERM); lower ones work.
LIMITS=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)
step() { printf '\n== %s\n' "$*"; }
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  podman logs "$NAME" 2>/dev/null | tail -30 >&2 || true
  exit 1
}
cleanup() {
  podman rm -f "$NAME" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  psql "$PG_ADMIN_URL" -qc "drop database if exists $PG_DB with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT
mkdir -p "$WORK"

step "stand-in base image $BASE (Node $(node -v) from this machine)"
# A stand-in from an earlier version of this script (without the label below) is built again.
STAND_IN=slim-2
if [ "$(podman image inspect "$BASE" --format '{{index .Labels "chowdr.stand-in"}}' 2>/dev/null)" != "$STAND_IN" ]; then
  ROOTFS="$WORK/rootfs"
  if [ ! -x "$ROOTFS/bin/bash" ]; then
    rm -rf "$ROOTFS"
    debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >"$WORK/debootstrap.log"
  fi
  install -D -m 755 "$(command -v node)" "$ROOTFS/usr/local/bin/node"
  NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  rm -rf "$ROOTFS/usr/local/lib/node_modules/npm"
  mkdir -p "$ROOTFS/usr/local/lib/node_modules"
  cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
  chroot "$ROOTFS" sh -c 'id node >/dev/null 2>&1 || useradd --create-home --uid 1000 --user-group --shell /bin/bash node'
  # Debian's official -slim images, which node:*-bookworm-slim builds on, leave out documentation
  # (but its copyright files), manual pages and translations (dpkg path-exclude); the stand-in too, so
  # its size is near the real base's.
  find "$ROOTFS/usr/share/doc" -type f ! -name copyright -delete
  find "$ROOTFS/usr/share/doc" -mindepth 1 -type d -empty -delete
  rm -rf "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/locale/* "$ROOTFS"/usr/share/info/* \
    "$ROOTFS"/usr/share/groff/* "$ROOTFS"/usr/share/lintian/* "$ROOTFS"/usr/share/linda/*
  rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/*
  CHANGES=(--change 'CMD ["node"]' --change "LABEL chowdr.stand-in=$STAND_IN")
  # Where this machine reaches the registry through a proxy with its own CA, the stand-in trusts it too
  # (the official image needs nothing of the kind).
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
    install -D -m 644 "$NODE_EXTRA_CA_CERTS" "$ROOTFS/usr/local/share/host-ca/ca.crt"
    CHANGES+=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca/ca.crt')
  fi
  tar -C "$ROOTFS" -c . | podman import "${CHANGES[@]}" - "$BASE" >/dev/null
fi
BASE_SIZE=$(podman image inspect "$BASE" --format '{{.Size}}')

step "build $IMAGE"
BUILD_STARTED=$(date +%s)
# The host's npm cache spares the registry the same downloads on every run; --format docker keeps
# HEALTHCHECK (the OCI image format has no such field).
podman build --format docker --isolation chroot --network host --build-arg "NODE_VERSION=$NODE_MAJOR" \
  -v "${HOME}/.npm:/root/.npm" -t "$IMAGE" . >"$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log"; fail "build"; }
SIZE=$(podman image inspect "$IMAGE" --format '{{.Size}}')
echo "built in $(($(date +%s) - BUILD_STARTED)) s; image $((SIZE / 1000000)) MB, of which the stand-in base $((BASE_SIZE / 1000000)) MB and Chowdr's layers $(((SIZE - BASE_SIZE) / 1000000)) MB"
podman history --format '{{.Size}}\t{{.CreatedBy}}' "$IMAGE" | awk 'NR <= 12 { print substr($0, 1, 140) }'

wait_healthy() { # prints the seconds it took
  local started=$1
  for _ in $(seq 1 600); do
    if curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; then
      echo "$(( ($(date +%s%N) - started) / 1000000 ))"
      return 0
    fi
    [ "$(podman inspect "$NAME" --format '{{.State.Running}}')" = true ] || return 1
    sleep 0.1
  done
  return 1
}
api() { # method path [json] → prints the status code
  curl -s -o "$WORK/body.json" -w '%{http_code}' -X "$1" "http://127.0.0.1:$PORT$2" \
    -H 'content-type: application/json' ${3:+--data "$3"}
}
stop_cleanly() {
  podman stop -t 30 "$NAME" >/dev/null
  local code
  code=$(podman inspect "$NAME" --format '{{.State.ExitCode}}')
  [ "$code" = 0 ] || fail "exit code $code after SIGTERM"
  podman logs "$NAME" 2>&1 | grep -q 'shutting down' || fail "no shutdown line in the log"
  echo "SIGTERM: clean exit (code 0)"
}
USER_JSON='{"firstName":"Ada","lastName":"Lovelace","username":"ada","email":"ada@example.com","password":"Tomato-Basil-2026"}'
LOGIN_JSON='{"username":"ada","password":"Tomato-Basil-2026"}'

step "run on PGlite with a volume"
cleanup
podman volume create "$VOLUME" >/dev/null
run_pglite() {
  podman run "${LIMITS[@]}" -d --name "$NAME" --network host -e PORT="$PORT" -e APP_URL="http://127.0.0.1:$PORT" \
    -v "$VOLUME:/data" "$IMAGE" >/dev/null
}
T0=$(date +%s%N)
run_pglite
MS=$(wait_healthy "$T0") || fail "not healthy"
echo "cold start (new volume, PGlite created): $MS ms to a healthy /api/health"
echo "running as: $(podman exec "$NAME" id -un) (pid 1: $(podman exec "$NAME" cat /proc/1/comm))"
[ "$(podman exec "$NAME" id -u)" != 0 ] || fail "runs as root"
CODE=$(api POST /api/auth/register "$USER_JSON")
case "$CODE" in 2*) echo "signed up: $CODE" ;; *) cat "$WORK/body.json"; fail "sign-up answered $CODE" ;; esac
podman healthcheck run "$NAME" && echo "HEALTHCHECK: healthy" || fail "HEALTHCHECK unhealthy"
if podman exec "$NAME" node dist/cli/cli.js backup >"$WORK/busy.log" 2>&1; then fail "backup while the server holds PGlite"; fi
grep -q 'stop it, run this again' "$WORK/busy.log" && echo "backup while running: refused, with the way"
stop_cleanly
podman rm "$NAME" >/dev/null
T0=$(date +%s%N)
run_pglite
MS=$(wait_healthy "$T0") || fail "not healthy after the restart"
echo "start on the existing volume: $MS ms"
CODE=$(api POST /api/auth/login "$LOGIN_JSON")
[ "$CODE" = 200 ] || { cat "$WORK/body.json"; fail "sign-in after the restart answered $CODE"; }
echo "after the restart the account signs in: $CODE"
stop_cleanly
podman rm "$NAME" >/dev/null
podman run "${LIMITS[@]}" --rm -v "$VOLUME:/data" "$IMAGE" node dist/cli/cli.js backup || fail "backup with the server stopped"
podman run "${LIMITS[@]}" --rm -v "$VOLUME:/data" "$IMAGE" sh -c 'ls -l /data/backups'

step "run on PostgreSQL with DATABASE_URL_FILE"
psql "$PG_ADMIN_URL" -qc "drop database if exists $PG_DB with (force)" -c "create database $PG_DB"
printf '%s\n' "${PG_ADMIN_URL%/*}/$PG_DB" >"$WORK/database_url"
chmod 644 "$WORK/database_url"
T0=$(date +%s%N)
podman run "${LIMITS[@]}" -d --name "$NAME" --network host -e PORT="$PORT" -e APP_URL="http://127.0.0.1:$PORT" \
  -e DATABASE_URL_FILE=/run/secrets/database_url -v "$WORK/database_url:/run/secrets/database_url:ro" "$IMAGE" >/dev/null
MS=$(wait_healthy "$T0") || fail "not healthy on PostgreSQL"
echo "cold start on an empty PostgreSQL database: $MS ms"
podman logs "$NAME" 2>&1 | grep -o 'database: PostgreSQL' | head -1
CODE=$(api POST /api/auth/register "$USER_JSON")
case "$CODE" in 2*) echo "signed up: $CODE" ;; *) cat "$WORK/body.json"; fail "sign-up answered $CODE" ;; esac
echo "memory after start: $(podman stats --no-stream --format '{{.MemUsage}}' "$NAME" 2>/dev/null || echo n/a)"
stop_cleanly

printf '\nPASS: container test\n'
