#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: the browser (Lighthouse, the benches, screenshots) and its headless
# shell (the old headless mode, what Playwright itself runs headless by default), which drives the end-to-end tests at
# about half the CPU of the full browser's headless mode.
set -euo pipefail
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || packages+=(chromium-headless-shell)
if [ "${#packages[@]}" -eq 0 ]; then exit 0; fi
echo "Installing ${packages[*]} from Debian…"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -o DPkg::Lock::Timeout=120 -qq || true
$sudo_cmd apt-get install -y -qq -o DPkg::Lock::Timeout=120 "${packages[@]}" >/dev/null
