#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests. Installs it when missing and we are root.
set -euo pipefail
for bin in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$bin" ]; then echo "$bin"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >&2
  echo /usr/bin/chromium
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get install -y --no-install-recommends chromium fonts-liberation" >&2
exit 1
