#!/usr/bin/env bash
# The WordPress plugin's checks: every PHP file parses, and its tests (plain PHP, WordPress stubbed) pass.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
while IFS= read -r file; do
  php -l "$file" >/dev/null || status=1
done < <(find wordpress -name '*.php')
for test in wordpress/tests/*-test.php; do
  php "$test" || status=1
done
exit $status
