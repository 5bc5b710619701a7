#!/usr/bin/env bash
# Usage: ./bench-startup.sh [RUNS]  (Debian: apt-get install time; builds first with ./carto --version)
# Median wall and CPU (user+sys) seconds of N runs of each start-up variant, interleaved so they share the load.
cd "$(dirname "$0")"
n=${1:-7}; B=(score --board samples/boards/map-a-autumn.txt)
declare -A wall cpu
for i in $(seq "$n"); do
  for v in before flags after; do
    case $v in
      before) cmd=(java -jar cli/target/carto.jar "${B[@]}");;
      flags)  cmd=(env CARTO_CDS=0 ./carto "${B[@]}");;
      after)  cmd=(./carto "${B[@]}");;
    esac
    /usr/bin/time -o /tmp/carto-startup.time -f "%e %U %S" "${cmd[@]}" >/dev/null 2>&1
    t=$(tail -1 /tmp/carto-startup.time)
    read -r w u s <<<"$t"
    wall[$v]+="$w "; cpu[$v]+="$(awk -v u="$u" -v s="$s" 'BEGIN {print u + s}') "
  done
done
med() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for v in before flags after; do
  echo "$v: wall median $(echo ${wall[$v]} | med) s, cpu median $(echo ${cpu[$v]} | med) s  (wall: ${wall[$v]})"
done
