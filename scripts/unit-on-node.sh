#!/usr/bin/env bash
# The unit projects (unit, unit-isolated) again on another Node.js major (default 24 LTS), taken from the npm registry
# (the node-<platform> package the `node` package installs), so CI proves every supported
# version. better-sqlite3 is compiled for it in place and put back afterwards.
# Usage: bash scripts/unit-on-node.sh [major]
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) platform=linux-x64 ;;
  Linux-aarch64) platform=linux-arm64 ;;
  Darwin-arm64) platform=darwin-arm64 ;;
  Darwin-x86_64) platform=darwin-x64 ;;
  *) echo "No Node.js package for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
prefix="${TMPDIR:-/tmp}/postbooth-node-$major"
echo "Node.js $major from the npm registry (node-$platform@$major)"
npm install --silent --no-save --no-package-lock --prefix "$prefix" "node-$platform@$major"
home="$prefix/node_modules/node-$platform"

backup="$(mktemp -d)"
cp -a node_modules/better-sqlite3 "$backup/"
restore() {
  rm -rf node_modules/better-sqlite3
  mv "$backup/better-sqlite3" node_modules/
  rm -rf "$backup"
}
trap restore EXIT

export PATH="$home/bin:$PATH"
echo "Compiling better-sqlite3 for Node.js $(node --version)"
npm_config_nodedir="$home" npm rebuild --silent better-sqlite3
TEST_RUN_LABEL="Node $major" npx vitest run --project 'unit*' \
  --reporter=default --reporter=./scripts/timings-reporter.ts
