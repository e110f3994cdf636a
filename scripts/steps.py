#!/usr/bin/env python3
"""Per-step times of the benchmarking pallet's `*_steps_*` benchmarks from `ec-node benchmark
pallet --json-file` output: the median of each step `s` (the call run up to that step), and what
each step adds. See `scripts/steps.sh`."""

import json
import statistics
import sys

# Each benchmark's steps, in the order of its `Step::ALL` (`ec_bench_ops`), and for each step
# the step it adds to (`None`: the first; Groth16's `Msm`, `MillerLoop` add to `Read`).
STEPS = {
    "ring_vrf_steps": [
        ("DecodeKey", None),
        ("DecodeOutput", "DecodeKey"),
        ("HashInput", "DecodeOutput"),
        ("DecodeProof", "HashInput"),
        ("Pedersen", "DecodeProof"),
        ("Verifier", "Pedersen"),
        ("Verify", "Verifier"),
    ],
    "groth16_batch_steps": [
        ("Read", None),
        ("Coefficients", "Read"),
        ("Pairs", "Coefficients"),
        ("MillerLoop", "Pairs"),
        ("VerifyRegistered", "MillerLoop"),
    ],
    "groth16_steps": [
        ("Decompress", None),
        ("Decode", "Decompress"),
        ("Read", "Decode"),
        ("Msm", "Read"),
        ("MillerLoop", "Read"),
        ("Pairing", "MillerLoop"),
        ("Verify", None),
        ("VerifyRegistered", None),
    ],
}


def text(value):
    """A name the JSON gives as a string or as a list of bytes."""
    return value if isinstance(value, str) else bytes(value).decode()


def main(path):
    for batch in json.load(open(path)):
        name = text(batch["benchmark"])
        kind = next((k for k in STEPS if name.startswith(k)), None)
        if kind is None:
            continue
        times = {}
        for result in batch["time_results"]:
            s = dict((text(c[0]), c[1]) for c in result["components"])["s"]
            times.setdefault(s, []).append(result["extrinsic_time"] / 1000)
        medians = {s: statistics.median(t) for s, t in times.items()}
        names = [step for step, _ in STEPS[kind]]
        print(f"{name} (µs, medians of {min(len(t) for t in times.values())})")
        print(f"  {'step':<18}{'until':>10}{'adds':>10}")
        for s, (step, base) in enumerate(STEPS[kind]):
            if s not in medians:
                continue
            until = medians[s]
            adds = until - medians[names.index(base)] if base else until
            print(f"  {step:<18}{until:>10.0f}{adds:>10.0f}" + ("" if base else "  (whole)" if s else ""))
        print()


if __name__ == "__main__":
    main(sys.argv[1])
