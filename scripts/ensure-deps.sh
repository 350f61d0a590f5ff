#!/usr/bin/env bash
# Makes sure the build and test prerequisites are present: the wide-character ncurses headers
# (libncurses-dev), SQLite's headers (libsqlite3-dev, for GRDB), tmux (for the end-to-end
# tests), the OpenSSH client (the served-shop tests connect with it) and server (the
# AuthorizedKeysCommand deployment test) and PostgreSQL's server programs (the shop store's
# contract suite starts a throwaway cluster of its own with them) and HAProxy (the README's
# "More than one machine" recipe is tested in front of two hosts). Installs them with apt-get
# when running as root, otherwise says exactly what to install. Quiet when everything is there.
set -euo pipefail

missing=()
[ -e /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
[ -e /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v ssh >/dev/null 2>&1 || missing+=(openssh-client)
[ -x /usr/sbin/sshd ] || missing+=(openssh-server)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
[ -x /usr/sbin/haproxy ] || command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
command -v swift >/dev/null 2>&1 || {
    echo "aisle: the Swift toolchain (swift) is not on PATH; install Swift 6 first" >&2
    exit 1
}
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} …" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 || {
        apt-get update -q >/dev/null 2>&1
        apt-get install -y -q "${missing[@]}" >/dev/null
    }
else
    echo "aisle: missing ${missing[*]}; install with: sudo apt-get install ${missing[*]}" >&2
    exit 1
fi
