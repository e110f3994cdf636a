# Progress lines for the long scripts (test.sh, bench.sh, weights.sh, main.sh). Sourced after
# setup.sh, not run.
#
#   progress_begin NAME STEPS [SECONDS…]
#                                  the script's steps, for "step i/n", and what each took on a
#                                  cold run (the estimate on a machine without a last run)
#   progress_step "what"           the next step: its number, the time so far and an estimate of
#                                  what is left (from this machine's last run of NAME, kept in
#                                  the target directory; none on the first run)
#   progress_end                   records this run's step times for the next estimate
#   cargo_progress KEY cargo ...   runs cargo as is, adding a line every 100 crates compiled:
#                                  how many of the last full build's count, and about how long
#                                  is left at the rate so far
#
# All of it goes to stderr, a line a step and about one a minute in a cold build, so a log
# stays short.

PROGRESS_DIR="$CARGO_TARGET_DIR/ec-progress"
# Crates compiled by a cold `cargo test --workspace` (the main job's build), for the estimate of a
# first build (2026-11-28, 2 cores).
PROGRESS_CRATES_BUILD=945
mkdir -p "$PROGRESS_DIR"

progress_begin() {
    PROGRESS_NAME=$1
    PROGRESS_STEPS=$2
    shift 2
    PROGRESS_INDEX=0
    PROGRESS_STARTS=()
    PROGRESS_LAST=()
    PROGRESS_SOURCE="the last run"
    if [ -f "$PROGRESS_DIR/$PROGRESS_NAME.steps" ]; then
        read -r -a PROGRESS_LAST <"$PROGRESS_DIR/$PROGRESS_NAME.steps" || true
    elif [ $# -gt 0 ]; then
        # The script's own figures (seconds a step) for a first run on a fresh machine.
        PROGRESS_LAST=("$@")
        PROGRESS_SOURCE="a cold run on 2 cores"
    fi
}

# "12 min 5 s"
progress_format() { echo "$(($1 / 60)) min $(($1 % 60)) s"; }

progress_step() {
    PROGRESS_STARTS[PROGRESS_INDEX]=$SECONDS
    PROGRESS_INDEX=$((PROGRESS_INDEX + 1))
    local left="" i total=0
    if [ "${#PROGRESS_LAST[@]}" -eq "$PROGRESS_STEPS" ]; then
        for ((i = PROGRESS_INDEX - 1; i < PROGRESS_STEPS; i++)); do
            total=$((total + PROGRESS_LAST[i]))
        done
        left=", about $(progress_format "$total") left by $PROGRESS_SOURCE"
    fi
    echo "== $PROGRESS_NAME: step $PROGRESS_INDEX/$PROGRESS_STEPS, $1 ($(progress_format "$SECONDS") elapsed$left)" >&2
}

progress_end() {
    PROGRESS_STARTS[PROGRESS_INDEX]=$SECONDS
    local i times=()
    for ((i = 0; i < PROGRESS_INDEX; i++)); do
        times+=($((PROGRESS_STARTS[i + 1] - PROGRESS_STARTS[i])))
    done
    echo "${times[*]}" >"$PROGRESS_DIR/$PROGRESS_NAME.steps"
    echo "== $PROGRESS_NAME: done in $(progress_format "$SECONDS")" >&2
}

cargo_progress() {
    local key=$1
    shift
    local record="$PROGRESS_DIR/$key.crates" expected=""
    if [ -f "$record" ]; then
        expected=$(cat "$record")
    else
        # A first build on a fresh machine: the counts of this project's cold builds on 2 cores.
        case $key in
        build) expected=$PROGRESS_CRATES_BUILD ;;
        esac
    fi
    local start=$SECONDS status
    # cargo's stderr (its progress and diagnostics) passes through line by line; its stdout is
    # left alone.
    set +e
    {
        "$@" 2>&1 1>&3 3>&- | {
            local n=0 line spent
            while IFS= read -r line; do
                printf '%s\n' "$line" >&2
                case $line in
                *" Compiling "*)
                    n=$((n + 1))
                    if ((n % 100 == 0)); then
                        spent=$((SECONDS - start))
                        if [ -n "$expected" ] && ((expected > n)); then
                            echo "== $key: $n of about $expected crates compiled ($(progress_format "$spent"), about $(progress_format $((spent * (expected - n) / n))) left)" >&2
                        else
                            echo "== $key: $n crates compiled ($(progress_format "$spent"))" >&2
                        fi
                    fi
                    ;;
                esac
            done
            # A build of most crates is the next estimate's count; an incremental one is not.
            if ((n >= 100)); then echo "$n" >"$record"; fi
        }
    } 3>&1
    status=$?
    set -e
    return "$status"
}
