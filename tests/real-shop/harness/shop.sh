#!/usr/bin/env bash
# The real shop's control (docs/REAL-SHOP.md), for people, tests (control.ts) and the bench:
#   shop.sh setup classic|rehub       which theme and plugins the shop runs (same catalogue)
#   shop.sh plugin on|off             this repository's plugin
#   shop.sh plugin install            package this checkout (or take SHOP_ISLANDS_ZIP) and install it
#   shop.sh option <name> [<value>]   set a WordPress option (a string; `name.key`: one key of an array option), print its value
#   shop.sh rehub-wishlists open|closed   lift or put back the server rule that refuses rehub-framework's refreshwishes (SECURITY.md)
#   shop.sh site-health               the plugin's Site Health test of that rule: status and label
#   shop.sh reset-lists               forget visitors' wishlists and compare lists, and registered users
#   shop.sh catalogue                 add what the catalogue gained since the shop was seeded (setup does too)
#   shop.sh wc-e2e prepare|restore    the shop as WooCommerce's e2e test site has it (prints REST keys), and back
#   shop.sh status                    servers, origin, setup, plugins, the plugin's state
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

usage() {
  sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

require_database() {
  server_running "$DB_PID_FILE" "$DB_DIR" || fail "the shop in $REAL_SHOP_DIR is not running: $HARNESS/start.sh (or up.sh)"
}

# The first request after a switch runs the theme's after_switch_theme work and builds the rewrite
# rules again: done here, not in a test's or the bench's first page.
warm_up() {
  local code
  code="$(curl -s -o /dev/null -w '%{http_code}' "$ORIGIN/shop/")"
  [ "$code" = 200 ] || fail "$ORIGIN/shop/ answered $code: see $LOG_DIR/wp-debug.log and $LOG_DIR/php.log"
}

report_server() { # name, pid file, a path its command line names
  if server_running "$2" "$3"; then echo "$1: running (pid $(cat "$2"))"; else echo "$1: stopped"; fi
}

install_plugin() {
  local zip="${SHOP_ISLANDS_ZIP:-}" built_from unpacked="$WP_CONTENT/.shop-islands-unpacked"
  [ -d "$WP_CONTENT/plugins" ] || fail "no shop in $REAL_SHOP_DIR: run up.sh first"
  [ -x "$REPO_ROOT/node_modules/.bin/tsx" ] || fail "no node_modules in $REPO_ROOT: run npm ci there first"
  if [ -n "$zip" ]; then
    [ -f "$zip" ] || fail "SHOP_ISLANDS_ZIP=$zip: no such file"
    built_from="$zip"
  else
    say "packaging this checkout (npm run package, log in $LOG_DIR/npm-package.log)"
    (cd "$REPO_ROOT" && npm run package) >"$LOG_DIR/npm-package.log" 2>&1 ||
      fail "npm run package failed: see $LOG_DIR/npm-package.log"
    zip="$REPO_ROOT/shop-islands.zip"
    built_from="$REPO_ROOT at $(git -C "$REPO_ROOT" describe --always --dirty)"
  fi
  rm -rf "$unpacked"
  "$REPO_ROOT/node_modules/.bin/tsx" "$HARNESS/unpack-plugin.ts" "$zip" "$unpacked"
  [ -f "$unpacked/shop-islands/shop-islands.php" ] || fail "$zip holds no shop-islands/shop-islands.php"
  echo "$built_from, $(date '+%Y-%m-%d %H:%M')" >"$unpacked/shop-islands/.built-from"
  # Swapped by renaming folders, so the running shop never serves half a plugin.
  [ ! -d "$WP_CONTENT/plugins/shop-islands" ] || mv "$WP_CONTENT/plugins/shop-islands" "$unpacked/previous"
  mv "$unpacked/shop-islands" "$WP_CONTENT/plugins/shop-islands"
  rm -rf "$unpacked"
  say "plugin installed from $built_from"
}

command="${1:-}"
[ $# -eq 0 ] || shift
case "$command" in
  setup)
    [ $# -eq 1 ] || usage
    require_database
    [ "$1" = classic ] || [ "$1" = rehub ] || usage
    # The harness's own theme and must-use plugin, as this checkout has them.
    rm -rf "$WP_CONTENT/themes/real-shop-classic"
    cp -r "$HARNESS/wp-content/." "$WP_CONTENT/"
    wp_php setup "$1"
    warm_up
    ;;
  plugin)
    [ $# -eq 1 ] || usage
    case "$1" in
      install) install_plugin ;;
      on | off)
        require_database
        wp_php plugin "$1"
        ;;
      *) usage ;;
    esac
    ;;
  option)
    [ $# -ge 1 ] && [ $# -le 2 ] || usage
    require_database
    wp_php option "$@"
    ;;
  rehub-wishlists)
    [ $# -eq 1 ] || usage
    case "$1" in
      open) touch "$RUN_DIR/rehub-wishlists-open" ;;
      closed) rm -f "$RUN_DIR/rehub-wishlists-open" ;;
      *) usage ;;
    esac
    ;;
  site-health)
    [ $# -eq 0 ] || usage
    require_database
    wp_php site-health
    ;;
  reset-lists)
    [ $# -eq 0 ] || usage
    require_database
    wp_php reset-lists
    ;;
  catalogue)
    [ $# -eq 0 ] || usage
    require_database
    wp_php catalogue
    ;;
  wc-e2e)
    [ $# -eq 1 ] || usage
    [ "$1" = prepare ] || [ "$1" = restore ] || usage
    require_database
    wp_php wc-e2e "$1"
    ;;
  status)
    [ $# -eq 0 ] || usage
    echo "REAL_SHOP_DIR: $REAL_SHOP_DIR"
    report_server PHP "$PHP_PID_FILE" "$SITE"
    report_server MariaDB "$DB_PID_FILE" "$DB_DIR"
    if server_running "$DB_PID_FILE" "$DB_DIR"; then wp_php status; fi
    ;;
  *) usage ;;
esac
