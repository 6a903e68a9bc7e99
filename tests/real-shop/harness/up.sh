#!/usr/bin/env bash
# From nothing to a running real shop on 127.0.0.1 (docs/REAL-SHOP.md): PHP and MariaDB from Debian;
# WordPress, WooCommerce, the Rehub theme with rehub-framework, and WooZone extracted from public git
# snapshots; this checkout's plugin; a seeded Dutch store in the classic setup. Running it again
# keeps the shop's data and only starts what is stopped (rm -rf "$REAL_SHOP_DIR" to start over).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

WP_TAG=6.8.8
# The snapshots' heads hold these; a newer head is used with a warning.
WC_VERSION=10.0.2
REHUB_VERSION=19.5.5
WOOZONE_VERSION=9.0.3.2
# Where the Rehub theme and its framework plugin sit in github:Essentia-Services-Development/POC, a
# whole WordPress site: only these two trees are extracted (the snapshot lacks some unrelated blobs).
REHUB_WP_CONTENT=poc/ACTCENTIVE/site/wwwroot/wp-content
SOURCES="$REAL_SHOP_DIR/sources"

timed() { say "[$((SECONDS))s] $*"; }

# ---------------------------------------------------------------- PHP 8.2 and MariaDB
DEBIAN_PACKAGES=(php-cli php-mysql php-xml php-mbstring php-curl php-gd php-intl mariadb-server mariadb-client curl)
tools_missing() {
  local tool
  for tool in php mariadb mariadb-install-db curl; do
    command -v "$tool" >/dev/null || return 0
  done
  [ -x /usr/sbin/mariadbd ] || return 0
  ! php -r 'exit(extension_loaded("mysqli") && extension_loaded("mbstring") && extension_loaded("dom") ? 0 : 1);'
}
if tools_missing; then
  [ "${REAL_SHOP_APT:-0}" = 1 ] ||
    fail "PHP 8 (with mysqli, mbstring, xml), MariaDB or curl is missing: run again with REAL_SHOP_APT=1, or: apt-get install ${DEBIAN_PACKAGES[*]}"
  sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  timed "installing ${DEBIAN_PACKAGES[*]} (apt-get)"
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${DEBIAN_PACKAGES[@]}" >/dev/null
fi
php_version="$(php -r 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;')"
[ "$php_version" = 8.2 ] || say "warning: PHP $php_version; the harness is made for Debian 12's PHP 8.2"
[ -x "$REPO_ROOT/node_modules/.bin/tsx" ] || fail "no node_modules in $REPO_ROOT: run npm ci there first"

mkdir -p "$RUN_DIR" "$LOG_DIR" "$SOURCES"

# ---------------------------------------------------------------- code from git snapshots
# The git dir of a source: the one its variable names, or a clone of the public repository kept in
# $REAL_SHOP_DIR/sources. Given paths, only those are fetched (a sparse checkout of the newest commit).
git_dir_of() { # variable, github owner/name, ref, paths...
  local variable="$1" repository="$2" ref="$3" clone="$SOURCES/${2//\//+}"
  shift 3
  if [ -n "${!variable:-}" ]; then
    git --git-dir="${!variable}" rev-parse --verify --quiet "$ref^{commit}" >/dev/null ||
      fail "$variable=${!variable}: not a git dir with $ref (it should be a snapshot of github:$repository)"
    echo "${!variable}"
    return
  fi
  if [ ! -e "$clone" ]; then
    timed "cloning github:$repository into $clone (or set $variable to a git dir of it)" >&2
    rm -rf "$clone.partial"
    if [ $# -eq 0 ]; then
      local branch=()
      [ "$ref" = HEAD ] || branch=(--branch "$ref")
      git clone --quiet --bare --depth 1 "${branch[@]}" "https://github.com/$repository.git" "$clone.partial" >&2
    else
      git clone --quiet --depth 1 --filter=blob:none --no-checkout "https://github.com/$repository.git" "$clone.partial" >&2 &&
        git -C "$clone.partial" sparse-checkout set --no-cone "$@" >&2 &&
        git -C "$clone.partial" checkout --quiet >&2
    fi || fail "could not clone https://github.com/$repository.git: set $variable to the git dir of a snapshot of github:$repository"
    mv "$clone.partial" "$clone"
  fi
  if [ -d "$clone/.git" ]; then echo "$clone/.git"; else echo "$clone"; fi
}

# Extracts one tree of a commit as a folder, whole or not at all (a broken run leaves only *.partial).
extract() { # git dir, ref, destination, path in the repository ('' for all of it)
  local git_dir="$1" ref="$2" destination="$3" path="$4"
  rm -rf "$destination" "$destination.partial"
  mkdir -p "$destination.partial"
  # The tree itself, not a path filter over the commit's, which git archive walks whole and which then
  # trips over any blob a snapshot lacks.
  git --git-dir="$git_dir" archive "$ref${path:+:$path}" | tar -x -C "$destination.partial"
  mv "$destination.partial" "$destination"
}

# A version from a file's header ("Version: 1.2.3" or WordPress's $wp_version).
version_in() { sed -n -E "s/^[[:space:]*]*(Version:|\\\$wp_version =)[[:space:]]*'?([0-9.]+).*/\\2/p" "$1" | head -1; }

check_version() { # name, expected, file
  local found
  found="$(version_in "$3")"
  if [ "$found" = "$2" ]; then say "$1 $found"; else say "warning: $1 $found, not $2: the harness was made for $2"; fi
}

if [ ! -f "$SITE/wp-load.php" ]; then
  timed "extracting WordPress $WP_TAG"
  git_dir="$(git_dir_of WP_CORE_GIT johnpbloch/wordpress-core "$WP_TAG")"
  extract "$git_dir" "$WP_TAG" "$SITE" ''
fi
check_version WordPress "$WP_TAG" "$SITE/wp-includes/version.php"

if [ ! -f "$WP_CONTENT/plugins/woocommerce/woocommerce.php" ]; then
  timed "extracting WooCommerce"
  git_dir="$(git_dir_of WC_GIT WP-a2z/woocommerce HEAD)"
  extract "$git_dir" HEAD "$WP_CONTENT/plugins/woocommerce" ''
  # The snapshot lost a rename that changed only the case: the class map wants WPCacheEngine.php, and
  # without it WooCommerce's object cache is a fatal error on a case-sensitive file system.
  engine="$WP_CONTENT/plugins/woocommerce/src/Caching"
  [ -f "$engine/WPCacheEngine.php" ] || cp "$engine/WpCacheEngine.php" "$engine/WPCacheEngine.php"
fi
check_version WooCommerce "$WC_VERSION" "$WP_CONTENT/plugins/woocommerce/woocommerce.php"

if [ ! -f "$WP_CONTENT/themes/rehub-theme/style.css" ] || [ ! -f "$WP_CONTENT/plugins/rehub-framework/rehub-framework.php" ]; then
  timed "extracting the Rehub theme and rehub-framework"
  git_dir="$(git_dir_of REHUB_GIT Essentia-Services-Development/POC HEAD "/$REHUB_WP_CONTENT/themes/rehub-theme/" "/$REHUB_WP_CONTENT/plugins/rehub-framework/")"
  extract "$git_dir" HEAD "$WP_CONTENT/themes/rehub-theme" "$REHUB_WP_CONTENT/themes/rehub-theme"
  extract "$git_dir" HEAD "$WP_CONTENT/plugins/rehub-framework" "$REHUB_WP_CONTENT/plugins/rehub-framework"
fi
check_version "Rehub theme" "$REHUB_VERSION" "$WP_CONTENT/themes/rehub-theme/style.css"

if [ ! -f "$WP_CONTENT/plugins/woozone/plugin.php" ]; then
  timed "extracting WooZone"
  git_dir="$(git_dir_of WOOZONE_GIT goginyan/wooamazonaffilates HEAD)"
  extract "$git_dir" HEAD "$WP_CONTENT/plugins/woozone" ''
fi
check_version WooZone "$WOOZONE_VERSION" "$WP_CONTENT/plugins/woozone/plugin.php"

# ---------------------------------------------------------------- configuration, database, servers
# Written on every run, so that a shop brought up on other ports follows them.
cat >"$SITE/wp-config.php" <<PHP
<?php
// Written by tests/real-shop/harness/up.sh on every run.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', '127.0.0.1:$REAL_SHOP_DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '$ORIGIN' );
define( 'WP_SITEURL', '$ORIGIN' );
// Nothing leaves 127.0.0.1: no updates, no Amazon, no cron requests to itself.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$LOG_DIR/wp-debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
@ini_set( 'display_errors', '0' );
foreach ( array( 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ) as \$scheme ) {
	define( \$scheme . '_KEY', 'real-shop-' . \$scheme . '-key' );
	define( \$scheme . '_SALT', 'real-shop-' . \$scheme . '-salt' );
}
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP

if [ ! -d "$DB_DIR/data/mysql" ]; then
  timed "creating MariaDB's data in $DB_DIR"
  rm -rf "$DB_DIR"
  mkdir -p "$DB_DIR"
  db_user=()
  if [ "$(id -u)" -eq 0 ]; then
    chown mysql:mysql "$DB_DIR"
    db_user=(--user=mysql)
  fi
  mariadb-install-db --no-defaults "${db_user[@]}" --datadir="$DB_DIR/data" --auth-root-authentication-method=socket \
    >"$LOG_DIR/mariadb-install.log" 2>&1 || fail "mariadb-install-db failed: see $LOG_DIR/mariadb-install.log"
fi
"$HARNESS/start.sh"

# Whoever runs up.sh is MariaDB's administrator through the socket (mariadb-install-db makes it so).
database() { mariadb --no-defaults --user="$(id -un)" --socket="$DB_SOCKET" "$@"; }
database <<'SQL'
CREATE DATABASE IF NOT EXISTS wordpress DEFAULT CHARACTER SET utf8mb4;
CREATE USER IF NOT EXISTS 'wordpress'@'127.0.0.1' IDENTIFIED BY 'wordpress';
GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'127.0.0.1';
SQL
# An option read straight from the database, empty before WordPress is installed: cheaper than
# loading WordPress to ask, which makes most of a second run's time.
stored_option() { database --batch --skip-column-names -e "SELECT option_value FROM wordpress.wp_options WHERE option_name = '$1'" 2>/dev/null || true; }

# ---------------------------------------------------------------- the shop
if [ -z "$(stored_option real_shop_seeded)" ]; then
  timed "installing WordPress and seeding the store"
  wp_php install
  wp_php seed
fi
# Installed once; `shop.sh plugin install` brings a newer build of the checkout.
if [ ! -f "$WP_CONTENT/plugins/shop-islands/shop-islands.php" ] || [ -n "${SHOP_ISLANDS_ZIP:-}" ]; then
  timed "installing the shop-islands plugin"
  "$HARNESS/shop.sh" plugin install
fi
case "$(stored_option stylesheet)" in
  real-shop-classic | rehub-theme) ;;
  *)
    timed "setup classic"
    "$HARNESS/shop.sh" setup classic
    ;;
esac

code="$(curl -s -o /dev/null -w '%{http_code}' "$ORIGIN/shop/")"
[ "$code" = 200 ] || fail "$ORIGIN/shop/ answered $code: see $LOG_DIR/wp-debug.log and $LOG_DIR/php.log"
timed "ready: $ORIGIN/shop/ (admin / admin-pass-123). $HARNESS/shop.sh status; stop with $HARNESS/down.sh"
