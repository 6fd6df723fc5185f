#!/usr/bin/env bash
# Installs Debian's nginx and redis-server when missing: the scale-out reliability test and the page
# benchmark run them (unprivileged, on their own ports: scripts/ops/cluster.mjs). Neither is enabled as a service.
set -euo pipefail
nginx_bin="${NGINX_BIN:-/usr/sbin/nginx}"
redis_bin="${REDIS_BIN:-/usr/bin/redis-server}"
missing=()
[ -x "$nginx_bin" ] || missing+=(nginx)
[ -x "$redis_bin" ] || missing+=(redis-server)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} from Debian…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -o DPkg::Lock::Timeout=120 -qq || true
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq -o DPkg::Lock::Timeout=120 --no-install-recommends "${missing[@]}" >/dev/null
