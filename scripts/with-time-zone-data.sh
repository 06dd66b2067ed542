#!/bin/sh
# Runs a command with Node reading the project's time-zone data (decision 137): ICU reads
# ICU_TIMEZONE_FILES_DIR only as a process starts, so it is set before Node does.
# Usage: scripts/with-time-zone-data.sh COMMAND [ARGS...]
ICU_TIMEZONE_FILES_DIR="$(cd "$(dirname "$0")/../server/time-zone-data" && pwd)"
export ICU_TIMEZONE_FILES_DIR
exec "$@"
