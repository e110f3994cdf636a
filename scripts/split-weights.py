#!/usr/bin/env python3
"""Splits pallet_ec_benchmarks' generated weights into what production runs and what only the
benchmarking build has.

   scripts/split-weights.py pallets/ec-benchmarks/src/weights.rs

frame-benchmarking writes one file with every benchmark (scripts/weight-template.hbs). The
comparison variants (`DecodeOnly`, `Upstream`, `Rfc163`: benchmarks named `*_decode_only`,
`*_upstream`, `*_rfc163`) and the generic-arithmetic calls' losing interfaces (`PerElement`,
`Vectorised`: `*_element`, `*_vector`) exist only with the pallet's `comparison` feature, so their weight
functions move to `comparison_weights.rs` beside it (trait `ComparisonWeightInfo`, compiled only
with that feature), and `weights.rs` keeps the rest. Each function's text is moved as it is.
Running it again on split files changes nothing.
"""

import re
import sys
from pathlib import Path

COMPARISON = re.compile(r"_(decode_only|upstream|rfc163|element|vector)\($")
NAME = re.compile(r"^\tfn (\w+)\(")

BLOCKS = [
    ("pub trait WeightInfo {", "pub trait ComparisonWeightInfo {"),
    (
        "impl<T: frame_system::Config> WeightInfo for SubstrateWeight<T> {",
        "impl<T: frame_system::Config> ComparisonWeightInfo for SubstrateWeight<T> {",
    ),
    ("impl WeightInfo for () {", "impl ComparisonWeightInfo for () {"),
]


def items(body):
    """The block's lines as items: each a function with its doc lines and the blank lines
    before it. An item ends at the trait's `;` or the implementation's closing `\\t}`."""
    out, current = [], []
    for line in body:
        current.append(line)
        if line.endswith("-> Weight;") or line == "\t}":
            out.append(current)
            current = []
    return out, current


def name_of(item):
    for line in item:
        m = NAME.match(line)
        if m:
            return m.group(1) + "("
    raise SystemExit(f"no function in {item!r}")


def split(lines):
    """(production lines, comparison blocks) of a generated file."""
    kept, moved = [], []
    i = 0
    while i < len(lines):
        line = lines[i]
        block = next((b for b in BLOCKS if line == b[0]), None)
        if block is None:
            kept.append(line)
            i += 1
            continue
        end = lines.index("}", i)
        found, tail = items(lines[i + 1 : end])
        production = [it for it in found if not COMPARISON.search(name_of(it))]
        comparison = [it for it in found if COMPARISON.search(name_of(it))]
        kept.append(line)
        for it in production:
            kept.extend(it)
        kept.extend(tail)
        kept.append("}")
        moved.append((block[1], comparison))
        i = end + 1
    return kept, moved


def header(lines):
    """The generated header (date, machine, command) up to the first attribute."""
    first = lines.index("#![cfg_attr(rustfmt, rustfmt_skip)]")
    return lines[:first]


def main(path):
    path = Path(path)
    lines = path.read_text().split("\n")
    kept, moved = split(lines)
    target = path.with_name("comparison_weights.rs")
    previous = target.read_text().split("\n") if target.exists() else None
    if all(not functions for _, functions in moved):
        if previous is None:
            raise SystemExit(f"{path}: no comparison weights, and no {target.name} yet")
        return  # already split
    head = header(lines)
    head[0] = head[0].replace("//! Weights for", "//! Comparison variants' weights for", 1)
    out = head + [
        "// Split from `weights.rs` by `scripts/split-weights.py`: the weight functions of the",
        "// comparison variants (`DecodeOnly`, `Upstream`, `Rfc163`) and of the generic-arithmetic",
        "// calls' `PerElement` and `Vectorised` interfaces, which only the benchmarking build",
        "// (feature `comparison`) has.",
        "",
        "#![cfg_attr(rustfmt, rustfmt_skip)]",
        "#![allow(unused_parens)]",
        "#![allow(unused_imports)]",
        "#![allow(missing_docs)]",
        "",
        "use frame_support::{traits::Get, weights::{Weight, constants::RocksDbWeight}};",
        "use crate::weights::SubstrateWeight;",
        "",
    ]
    docs = [
        "/// Weight functions of the comparison variants' benchmarks: one per benchmark.",
        "/// Weights measured on the machine above, with the runtime's database weights.",
        "// The same numbers for tests and mocks.",
    ]
    for doc, (opening, functions) in zip(docs, moved):
        out.append(doc)
        out.append(opening)
        for it in functions:
            out.extend(it)
        out.append("}")
        out.append("")
    target.write_text("\n".join(out))
    path.write_text("\n".join(kept))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    main(sys.argv[1])
