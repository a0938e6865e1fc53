#!/usr/bin/env bash
# Packs a built checkout into the release artefact that deploy/release.sh
# installs: the site (build/, with its URL rules and Caddy's snippet in
# build/_rules/), the bundled server (server/dist/), the files the server
# reads at run time (i18n/: the English messages), and the server's own
# package.json and lock file (its one native package, installed there).
# Run after `npm run build`.
#   deploy/pack.sh OUT.tar.gz [CHECKOUT]   (CHECKOUT: this script's checkout)
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: deploy/pack.sh OUT.tar.gz [CHECKOUT]" >&2
  exit 2
fi
out=$(realpath -m -- "$1")
cd "${2:-$(dirname "$0")/..}"

files=(build server/dist i18n server/package.json server/package-lock.json)
for f in build/index.html build/en/index.html build/_rules/site.caddy server/dist/server.js server/dist/leads.js "${files[@]}"; do
  if [ ! -e "$f" ]; then
    echo "pack: $f is missing; run npm run build first" >&2
    exit 1
  fi
done

tar -czf "$out" "${files[@]}"
echo "pack: $out ($(du -h "$out" | cut -f1))"
