#!/usr/bin/env bash
# Makes sure Debian's Chromium and its headless shell are there: the browser tests drive the headless shell (the same
# build without the desktop browser around it, half the CPU per page; ADR 320), Lighthouse the full Chromium. Installs
# what is missing when we are root.
set -euo pipefail
SHELL_BIN=/usr/lib/chromium/chromium-headless-shell
full() { for bin in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$bin" ] && return 0; done; return 1; }
if full && [ -x "$SHELL_BIN" ]; then echo "$SHELL_BIN"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-liberation >&2
  echo "$SHELL_BIN"
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get install -y --no-install-recommends chromium chromium-headless-shell fonts-liberation" >&2
exit 1
