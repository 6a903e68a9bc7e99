#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests and the bench when it is missing.
# Test tools that download their own browser cannot work here; playwright-core drives this one.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium
