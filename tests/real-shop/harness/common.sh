# Sourced by up.sh, start.sh, down.sh and shop.sh: the harness's settings (overridable from the
# environment, see docs/REAL-SHOP.md) and where the running shop keeps everything.
# shellcheck shell=bash

HARNESS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$HARNESS/../../.." && pwd)"

export REAL_SHOP_DIR="${REAL_SHOP_DIR:-/tmp/shop-islands-real-shop}"
export REAL_SHOP_PORT="${REAL_SHOP_PORT:-8090}"
export REAL_SHOP_DB_PORT="${REAL_SHOP_DB_PORT:-3307}"
# php -S serves one request at a time per worker, and a worker that accepted a connection the browser
# opened ahead of need waits on it until the browser uses or drops it; a browser loads a page's files
# in parallel, and a page held for an add on its way (the plugin's includes/pending-add.php) keeps one
# more. A web server in front of PHP-FPM has none of this.
REAL_SHOP_PHP_WORKERS="${REAL_SHOP_PHP_WORKERS:-8}"

ORIGIN="http://127.0.0.1:$REAL_SHOP_PORT"
SITE="$REAL_SHOP_DIR/site"
WP_CONTENT="$SITE/wp-content"
# MariaDB's own folder: when root starts it, it runs as the user mysql, which must own all of it.
DB_DIR="$REAL_SHOP_DIR/db"
DB_SOCKET="$DB_DIR/mysqld.sock"
RUN_DIR="$REAL_SHOP_DIR/run"
LOG_DIR="$REAL_SHOP_DIR/logs"
PHP_PID_FILE="$RUN_DIR/php.pid"
DB_PID_FILE="$RUN_DIR/mariadbd.pid"

say() { echo "[real-shop] $*"; }
fail() {
  echo "[real-shop] error: $*" >&2
  exit 1
}

# Whether the server whose id a PID file holds still runs: its command line names this shop's folder
# (after a reboot the id may be another process's).
server_running() { # pid file, a path its command line names
  [ -f "$1" ] && [[ "$(ps -o args= -p "$(cat "$1")" 2>/dev/null)" == *"$2"* ]]
}

# One CLI helper of php/, with WordPress loaded as if 127.0.0.1:$REAL_SHOP_PORT were asked. Each is
# a new PHP process: OPcache's file cache lets it reuse the code the previous one compiled, which
# halves a helper's time (WordPress, WooCommerce and Rehub are a lot of PHP to parse).
wp_php() {
  local script="$1"
  shift
  mkdir -p "$REAL_SHOP_DIR/opcache"
  php -d opcache.enable_cli=1 -d opcache.file_cache="$REAL_SHOP_DIR/opcache" -d opcache.file_cache_only=1 \
    "$HARNESS/php/$script.php" "$@"
}
