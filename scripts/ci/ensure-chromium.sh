#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
echo "Installing Chromium from Debian…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -o DPkg::Lock::Timeout=120 -qq || true
$sudo_cmd apt-get install -y -qq -o DPkg::Lock::Timeout=120 chromium >/dev/null
