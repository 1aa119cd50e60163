#!/usr/bin/env bash
# Loopback load test of PhrasebookHummingbird: the same French page without middleware, behind a middleware
# that does nothing, and behind PhrasebookMiddleware, alternated in one run (wrk from Debian's packages:
# `apt-get install wrk`). Bounded: ROUNDS × 3 runs of SECONDS each, against 127.0.0.1 only; the server is
# stopped at the end.
#
#   Scripts/server-load.sh [CONNECTIONS=1000] [SECONDS=10] [ROUNDS=3]
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${1:-1000}
seconds=${2:-10}
rounds=${3:-3}
port=${PORT:-18181}
package=Integrations/PhrasebookHummingbird
command -v wrk >/dev/null || { echo "server-load: wrk is not installed (apt-get install wrk)" >&2; exit 2; }

swift build -c release --package-path "$package" --product PhrasebookHummingbirdLoad 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]'
binary=$(swift build -c release --package-path "$package" --show-bin-path)/PhrasebookHummingbirdLoad
ulimit -n 65536 2>/dev/null || true
"$binary" Integrations/TestCatalog/Shop.xcstrings "$port" &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    curl -s -o /dev/null "http://127.0.0.1:$port/plain/cart" && break
    sleep 0.1
done
# Both pages answer in French: the localized one because Accept-Language asks for it.
echo "check: $(curl -s "http://127.0.0.1:$port/plain/cart?items=2")"
echo "check: $(curl -s -D - -H 'Accept-Language: fr-CH, fr;q=0.9' "http://127.0.0.1:$port/localized/cart?items=2" | tr -d '\r' | grep -iE '^(content-language|vary):|panier' | tr '\n' ' ')"

# The server's CPU time (user + system, in clock ticks): per request, it is steadier than throughput on a
# machine that other work shares.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
ticks_per_second=$(getconf CLK_TCK)

run() {
    local before after
    before=$(cpu_ticks)
    wrk -t2 -c"$connections" -d"${seconds}s" --latency -H 'Accept-Language: fr-CH, fr;q=0.9, en;q=0.5' \
        "http://127.0.0.1:$port/$1/cart?items=2" > /tmp/server-load-$1.txt
    after=$(cpu_ticks)
    local rps p50 p99 errors requests cpu
    requests=$(awk '/requests in/ {print $1}' /tmp/server-load-$1.txt)
    cpu=$(awk -v t=$((after - before)) -v n="$requests" -v hz="$ticks_per_second" 'BEGIN {printf "%.1f", t / hz * 1e6 / n}')
    rps=$(awk '/^Requests\/sec/ {print $2}' /tmp/server-load-$1.txt)
    p50=$(awk '$1 == "50%" {print $2}' /tmp/server-load-$1.txt)
    p99=$(awk '$1 == "99%" {print $2}' /tmp/server-load-$1.txt)
    errors=$(awk '/Socket errors|Non-2xx/ {print}' /tmp/server-load-$1.txt | tr '\n' ' ')
    printf '%-10s %10s req/s  p50 %8s  p99 %8s  server CPU %5s µs/request  %s\n' "$1" "$rps" "$p50" "$p99" "$cpu" "${errors:-0 errors}"
}
echo "wrk: $connections connections, ${seconds}s per run, $rounds rounds"
for _ in $(seq "$rounds"); do
    run plain
    run passthrough
    run localized
done
echo "server memory: $(awk '/VmHWM|VmRSS/ {printf "%s %s %s  ", $1, $2, $3}' /proc/$server/status)"
