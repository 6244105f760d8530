#!/usr/bin/env bash
# Makes sure Debian's restic is there for the off-site copies' tests and restore drill (issue 35). Installs it when
# missing and we are root; prints its path.
set -euo pipefail
if command -v restic >/dev/null; then command -v restic; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's restic for the off-site copy tests..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends restic >&2
  command -v restic
  exit 0
fi
echo "restic is missing. Install it with: sudo apt-get install -y --no-install-recommends restic" >&2
exit 1
