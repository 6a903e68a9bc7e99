#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium for the end-to-end tests and
# the bench (tools that download their own browser cannot work here; playwright-core drives this
# one), and PHP's command line for the WordPress plugin's checks.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v php >/dev/null || missing+=(php-cli)
if [ ${#missing[@]} -eq 0 ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present); $(php --version | head -1)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y "${missing[@]}"
