#!/usr/bin/env bash
# Installs one release of the site on the server and makes it live, or leaves
# the live one in place (docs/server.md, "Releases and rollback"). Run by the
# deploy workflow over SSH as the deploy user, and by `npm run rehearse`.
#
#   deploy/release.sh ARTEFACT.tar.gz RELEASE
#
# ARTEFACT is what deploy/pack.sh made; RELEASE names the release (the
# commit). Layout under SITE_ROOT:
#   releases/<RELEASE>/   one folder per release: the artefact, the server's
#                         server/node_modules, old assets carried forward
#   current -> releases/<RELEASE>   what the unit runs (WorkingDirectory)
# The database and its backups are not here (LEADS_DB, BACKUP_DIR).
#
# Steps: unpack into releases/<RELEASE> and name it there (RELEASE, which the
# server answers in /api/health); install the server's run-time packages from
# its own lock file, server/package-lock.json (or hard-link the live release's
# server/node_modules when that lock file and the Node version are the same);
# copy forward the hashed assets the live release serves and this one lacks,
# dropping those retired more than ASSET_GRACE_MINUTES ago; back up the
# database (the live release's backup unit); point `current` at
# the release in one rename; reload Caddy (which serves the pages from
# `current/build` with that build's URL rules); restart the unit; wait for the
# health check. When the check fails: `current` goes back to the previous
# release, Caddy reloads, the unit restarts, the failed release is deleted, and
# the script exits 1. The last KEEP_RELEASES releases stay on disk. Exit 2: wrong arguments; 1: the release did not go live.
#
# Environment (defaults are the production values of deploy/):
#   SITE_ROOT       /srv/bretema-site
#   HEALTH_ORIGIN   http://127.0.0.1:3000 (HOST and PORT of /etc/bretema-site/env)
#   RESTART         sudo systemctl restart bretema-site (run by the shell)
#   RELOAD_PROXY    sudo systemctl reload caddy (run by the shell)
#   BACKUP          sudo systemctl start bretema-backup (run by the shell):
#                   the live release backs up the database before the switch
#   INSTALL         npm ci --omit=dev --ignore-scripts --no-audit --no-fund
#                   (no install script runs: better-sqlite3 loads the
#                   binary its package ships, so the server needs no
#                   compiler; `npm ci` refuses a lock file that lacks another
#                   platform's optional packages when the registry lacks them
#                   too; `npm install --omit=dev` installs the same locked tree)
#   HEALTH_TIMEOUT  seconds the new release has to answer as itself (30),
#                   three checks in a row; the pages are Caddy's meanwhile
#   LOCK_WAIT       seconds to wait for another release to finish (600)
#
# Run it off the SSH session (`setsid -w`, as the deploy workflow does): a
# dropped connection then does not stop it. A HUP, INT or TERM after the
# switch rolls back to the previous release before it exits.
set -euo pipefail
umask 022

# Releases kept on disk, the live one included: rollback targets by hand.
readonly KEEP_RELEASES=5
# Hashed assets of earlier releases stay servable at least this long after
# they stopped being live, for pages still open in a browser (a day).
readonly ASSET_GRACE_MINUTES=1440

SITE_ROOT=${SITE_ROOT:-/srv/bretema-site}
HEALTH_ORIGIN=${HEALTH_ORIGIN:-http://127.0.0.1:3000}
RESTART=${RESTART:-sudo systemctl restart bretema-site}
RELOAD_PROXY=${RELOAD_PROXY:-sudo systemctl reload caddy}
BACKUP=${BACKUP:-sudo systemctl start bretema-backup}
INSTALL=${INSTALL:-npm ci --omit=dev --ignore-scripts --no-audit --no-fund}
HEALTH_TIMEOUT=${HEALTH_TIMEOUT:-30}
LOCK_WAIT=${LOCK_WAIT:-600}

say() { printf 'release: %s\n' "$*"; }
fail() {
  printf 'release: %s\n' "$*" >&2
  exit 1
}

if [ $# -ne 2 ]; then
  echo "usage: deploy/release.sh ARTEFACT.tar.gz RELEASE" >&2
  exit 2
fi
artefact=$(realpath -e -- "$1" 2>/dev/null) || {
  echo "release: no artefact at $1" >&2
  exit 2
}
name=$2
if ! [[ $name =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ ]]; then
  echo "release: a release name is letters, digits, '.', '_' or '-' (got '$name')" >&2
  exit 2
fi
[[ $HEALTH_TIMEOUT =~ ^[0-9]+$ ]] || {
  echo "release: HEALTH_TIMEOUT must be a number of seconds" >&2
  exit 2
}
[[ $LOCK_WAIT =~ ^[0-9]+$ ]] || {
  echo "release: LOCK_WAIT must be a number of seconds" >&2
  exit 2
}

releases=$SITE_ROOT/releases
new=$releases/$name
mkdir -p "$releases"
exec 9>"$SITE_ROOT/.deploy.lock"
flock -w "$LOCK_WAIT" 9 || fail "another release has held $SITE_ROOT/.deploy.lock for ${LOCK_WAIT} s; nothing changed"


# The live release, as `current` names it (releases/<name>), if any.
previous=$(readlink "$SITE_ROOT/current" 2>/dev/null || true)
if [ "$previous" = "releases/$name" ]; then
  say "$name is already live"
  exit 0
fi

# A failure before the switch removes the half-made release; the site is untouched.
switched=0
cleanup() {
  local code=$?
  if [ "$code" -ne 0 ] && [ "$switched" -eq 0 ]; then rm -rf -- "$new"; fi
  exit "$code"
}
trap cleanup EXIT

rm -rf -- "$new"
mkdir -p "$new"
tar -xzf "$artefact" -C "$new"
[ -f "$new/server/dist/server.js" ] || fail "the artefact has no server/dist/server.js"
echo "$name" >"$new/RELEASE"

# The server's run-time packages (everything else is in its bundle), from its lock file.
node_version=$(node --version)
if [ -n "$previous" ] && [ -d "$SITE_ROOT/$previous/server/node_modules" ] &&
  cmp -s "$SITE_ROOT/$previous/server/package-lock.json" "$new/server/package-lock.json" &&
  [ "$(cat "$SITE_ROOT/$previous/.node-version" 2>/dev/null)" = "$node_version" ]; then
  say "dependencies: same lock file and Node $node_version as $previous, hard-linked"
  cp -al "$SITE_ROOT/$previous/server/node_modules" "$new/server/node_modules"
else
  say "dependencies: $INSTALL (in server/)"
  (cd "$new/server" && $INSTALL) || fail "installing the dependencies failed; $previous stays live"
fi
say "release folder: $(du -sm "$new" | cut -f1) MB"
echo "$node_version" >"$new/.node-version"

# Old hashed assets, for pages opened before this deploy. Each release lists
# the assets it built (.assets-own) and those it carries (.assets-carried,
# "<minute retired> <path>").
(cd "$new" && find build -type f -regex 'build/\([^/]*/\)?assets/.*' | sort) >"$new/.assets-own"
: >"$new/.assets-carried"
if [ -n "$previous" ] && [ -f "$SITE_ROOT/$previous/.assets-own" ]; then
  now=$(($(date +%s) / 60))
  carried=0
  dropped=0
  while read -r retired file; do
    if [ -e "$new/$file" ] || [ ! -f "$SITE_ROOT/$previous/$file" ]; then continue; fi
    if [ $((now - retired)) -ge "$ASSET_GRACE_MINUTES" ]; then
      dropped=$((dropped + 1))
      continue
    fi
    mkdir -p "$new/$(dirname "$file")"
    cp -p "$SITE_ROOT/$previous/$file" "$new/$file"
    echo "$retired $file" >>"$new/.assets-carried"
    carried=$((carried + 1))
  done < <(
    sed "s/^/$now /" "$SITE_ROOT/$previous/.assets-own"
    cat "$SITE_ROOT/$previous/.assets-carried" 2>/dev/null || true
  )
  say "assets: $carried carried forward from $previous, $dropped retired over $ASSET_GRACE_MINUTES minutes ago dropped"
fi

# Whether the running server is release $1 and answers: the home page (200
# HTML) and the health endpoint naming that release with the database open
# (200 {"ok":true}; a 503 about the mail outbox, "outbox_stalled" or
# "dead_letters", is the SMTP relay's trouble, not the release's: reported, not
# rolled back). Node's fetch: nothing to install. Why not: in $last_health.
last_health=""
healthy() {
  # shellcheck disable=SC2016 # JavaScript, not shell: its ${…} are template literals.
  last_health=$(node -e '
    const [origin, release] = process.argv.slice(1);
    const get = (p) => fetch(origin + p, { redirect: "manual", signal: AbortSignal.timeout(5000) });
    Promise.all([get("/"), get("/api/health")])
      .then(async ([home, health]) => {
        const body = await health.json().catch(() => ({}));
        const mailOnly = health.status === 503 && ["outbox_stalled", "dead_letters"].includes(body.reason);
        const ok = home.status === 200 && /^text\/html/.test(home.headers.get("content-type") ?? "") &&
          body.release === release && ((health.status === 200 && body.ok === true) || mailOnly);
        if (mailOnly) console.log(`warning: /api/health says ${body.reason}: the mail relay, not this release (docs/server.md)`);
        if (!ok) console.log(`home ${home.status}, health ${health.status} ${JSON.stringify(body)}`);
        process.exit(ok ? 0 : 1);
      }, (err) => { console.log(err.cause?.code ?? err.message); process.exit(1); });
  ' "$HEALTH_ORIGIN" "$1" 2>&1)
}

# Waits until release $1 passes three checks in a row, at most HEALTH_TIMEOUT seconds.
wait_healthy() {
  local deadline=$((SECONDS + HEALTH_TIMEOUT)) streak=0
  while [ "$SECONDS" -lt "$deadline" ]; do
    if healthy "$1"; then streak=$((streak + 1)); else streak=0; fi
    if [ "$streak" -ge 3 ]; then
      if [ -n "$last_health" ]; then say "$last_health"; fi
      return 0
    fi
    sleep 0.5
  done
  return 1
}

# RESTART runs without the lock (fd 9): a process it starts must not hold it.
# Points `current` at a release in one rename (a reader sees the old or the new link, never none),
# then has Caddy load that release's URL rules; the pages never wait for the server.
switch_to() {
  ln -sfn "$1" "$SITE_ROOT/current.next"
  mv -T "$SITE_ROOT/current.next" "$SITE_ROOT/current"
  bash -c "$RELOAD_PROXY" 9>&- || say "warning: reloading the proxy failed ($RELOAD_PROXY)"
}

# Back to the previous release ($1 says why), then exit 1.
roll_back() {
  trap '' HUP INT TERM
  if [ -z "$previous" ]; then
    fail "releases/$name: $1; there is no previous release to go back to"
  fi
  say "releases/$name: $1; rolling back to $previous"
  switch_to "$previous"
  if bash -c "$RESTART" 9>&- && wait_healthy "${previous#releases/}"; then
    rm -rf -- "$new"
    fail "rolled back: $previous is live again; releases/$name was deleted"
  fi
  fail "rolled back to $previous, but it is not healthy either (${last_health:-no answer}): see the unit's log"
}

# A copy of the database from before this release's server (and its migrations) starts.
if [ -n "$previous" ]; then
  say "backing up the database ($BACKUP)"
  bash -c "$BACKUP" 9>&- || fail "the backup before the switch failed; $previous stays live"
fi

switch_to "releases/$name"
switched=1
trap 'roll_back "interrupted"' HUP INT TERM
touch "$new"
say "current -> releases/$name; restarting"
if ! bash -c "$RESTART" 9>&- || ! wait_healthy "$name"; then
  roll_back "not healthy after ${HEALTH_TIMEOUT} s (${last_health:-no answer})"
fi
trap - HUP INT TERM
say "releases/$name is live and healthy"

# Keep the newest releases (by the time they went live), never the live one.
# shellcheck disable=SC2012 # release names are letters, digits, '.', '_', '-' (checked above).
ls -1t "$releases" | tail -n +$((KEEP_RELEASES + 1)) | while read -r old; do
  [ "releases/$old" = "releases/$name" ] && continue
  rm -rf -- "${releases:?}/$old"
  say "removed the old release $old"
done
