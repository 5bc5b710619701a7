#!/usr/bin/env bash
# Rewrites samples/daily: December 2026 of Cartographers and of Heroes as `carto daily` makes them now, keeping
# each date's puzzle.json and solution.json (what BrowserPlayTest compares and plays). Run it after any change to
# the generator, the grade or a bound (bounds change the proofs' node counts, and the grade counts them), then
# run BrowserPlayTest. Usage: samples/daily/regenerate.sh [THREADS] (default 2).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
threads="${1:-2}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for game in cartographers cartographers-heroes; do
  "$root/carto" daily --game "$game" --from 2026-12-01 --to 2026-12-31 --threads "$threads" --out "$work/$game"
  for day in "$work/$game"/2026-12-*/; do
    date="$(basename "$day")"
    mkdir -p "$root/samples/daily/$game/$date"
    cp "$day/puzzle.json" "$day/solution.json" "$root/samples/daily/$game/$date/"
  done
done
