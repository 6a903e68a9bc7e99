#!/usr/bin/env bash
# What `npm test` does before the suites: lint, the type check, the plugin's PHP checks and the build.
# None reads what another writes, and each keeps one core busy at most, so they run side by side (on a
# 2-core machine this takes the longest of them instead of their sum). Each one's output is held and
# printed whole, in this order, so a failure reads as if it had run alone.
set -uo pipefail
cd "$(dirname "$0")/.."
steps=("npm run --silent lint" "npm run --silent typecheck" "npm run --silent test:php" "npm run --silent build")
held="$(mktemp -d)"
trap 'rm -rf "$held"' EXIT
pids=()
for i in "${!steps[@]}"; do
  ${steps[$i]} >"$held/$i" 2>&1 &
  pids+=($!)
done
failed=0
for i in "${!steps[@]}"; do
  if wait "${pids[$i]}"; then
    echo "✓ ${steps[$i]}"
  else
    echo "✗ ${steps[$i]}"
    failed=1
  fi
  cat "$held/$i"
done
exit $failed
