#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when it is missing (never a downloaded browser).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
