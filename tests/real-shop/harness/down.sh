#!/usr/bin/env bash
# Stops the shop's PHP server and MariaDB by the ids start.sh recorded, never by name: other shops
# may run on this machine. start.sh gave each a session of its own, so the id is also a process
# group's, which is stopped as a whole (php -S's workers outlive their master otherwise). Data stays;
# start.sh or up.sh brings the shop back.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# The command lines of the processes in a group, empty when none is left.
group_commands() { ps -eo pgid=,args= | awk -v group="$1" '$1 == group { $1 = ""; print }'; }

stop_group() { # label, pid file, a path the command lines of its processes name
  local label="$1" pid_file="$2" marker="$3" group commands
  group="$(cat "$pid_file" 2>/dev/null || true)"
  rm -f "$pid_file"
  commands="$([ -z "$group" ] || group_commands "$group")"
  if [ -z "$commands" ]; then
    say "$label: not running"
    return 0
  fi
  # After a reboot the id may belong to someone else's process: leave it alone.
  if [[ "$commands" != *"$marker"* ]]; then
    say "process group $group is not this shop's $label any more: left alone"
    return 0
  fi
  kill -TERM -- "-$group"
  for _ in $(seq 1 40); do
    [ -n "$(group_commands "$group")" ] || {
      say "stopped $label (process group $group)"
      return 0
    }
    sleep 0.25
  done
  kill -KILL -- "-$group" 2>/dev/null || true
  say "killed $label (process group $group), which did not stop within 10 s"
}

stop_group PHP "$PHP_PID_FILE" "$SITE"
stop_group MariaDB "$DB_PID_FILE" "$DB_DIR"
