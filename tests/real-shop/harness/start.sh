#!/usr/bin/env bash
# Starts the shop up.sh built: MariaDB, then PHP's built-in server with the harness's router. Each
# runs in a session of its own (setsid), so its id is also its process group's, which down.sh stops
# as a whole: php -S's workers outlive their master otherwise. Does nothing for a server still running.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

[ -f "$SITE/wp-config.php" ] && [ -d "$DB_DIR/data/mysql" ] || fail "no shop in $REAL_SHOP_DIR: run up.sh first"
mkdir -p "$RUN_DIR" "$LOG_DIR"

wait_for() { # test command...
  for _ in $(seq 1 80); do
    "$@" && return 0
    sleep 0.25
  done
  return 1
}

if server_running "$DB_PID_FILE" "$DB_DIR"; then
  say "MariaDB already running (pid $(cat "$DB_PID_FILE"))"
else
  # A MariaDB that was killed leaves its socket behind.
  rm -f "$DB_SOCKET"
  db_user=()
  [ "$(id -u)" -ne 0 ] || db_user=(--user=mysql)
  setsid /usr/sbin/mariadbd --no-defaults "${db_user[@]}" --datadir="$DB_DIR/data" \
    --bind-address=127.0.0.1 --port="$REAL_SHOP_DB_PORT" --socket="$DB_SOCKET" \
    --pid-file="$DB_DIR/mysqld.pid" --log-error="$DB_DIR/error.log" --skip-name-resolve \
    </dev/null >"$LOG_DIR/mariadbd.out" 2>&1 &
  echo $! >"$DB_PID_FILE"
  wait_for test -S "$DB_SOCKET" || fail "MariaDB did not start on port $REAL_SHOP_DB_PORT: see $DB_DIR/error.log"
  say "MariaDB started (pid $(cat "$DB_PID_FILE"), 127.0.0.1:$REAL_SHOP_DB_PORT)"
fi

if server_running "$PHP_PID_FILE" "$SITE"; then
  say "PHP already running (pid $(cat "$PHP_PID_FILE"))"
else
  PHP_CLI_SERVER_WORKERS="$REAL_SHOP_PHP_WORKERS" setsid php -S "127.0.0.1:$REAL_SHOP_PORT" -t "$SITE" "$HARNESS/php/router.php" \
    </dev/null >"$LOG_DIR/php.log" 2>&1 &
  echo $! >"$PHP_PID_FILE"
  wait_for curl -s -o /dev/null "$ORIGIN/wp-includes/images/blank.gif" ||
    fail "PHP did not answer on $ORIGIN: see $LOG_DIR/php.log (is the port taken?)"
  say "PHP started (pid $(cat "$PHP_PID_FILE"), $REAL_SHOP_PHP_WORKERS workers) on $ORIGIN"
fi
