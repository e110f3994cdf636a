#!/usr/bin/env python3
"""A local network of this project's node, driven and checked (scripts/network.sh runs it).

Three validators (Alice, Bob, Charlie: Aura authoring, GRANDPA finality, `--chain local`) start on
loopback ports, each with its own base path and log. Then, in order:

1. load: the first half of `--load` signed extrinsics go into the validators' nodes in turn, from
   a dev account per node, in parallel; each must come out as expected. Groth16 verifications
   (`ec-node groth16 submit`: the snarkjs and gnark fixtures on every curve they cover, a gnark
   proof with a commitment, an SP1 proof, a batch, a tampered proof) alternate with, given
   `--load-calls` (scripts/network.sh gives it on `--chain local`, whose runtime has the
   benchmarking pallet), that pallet's calls through the host functions (`ec-node call`):
   pairing checks, MSMs, ring-VRF and P-256 verification;
2. with `--upgrade-wasm` (scripts/network.sh gives it on `--chain local`): a runtime upgrade,
   `ec-node runtime-upgrade` (`Sudo.sudo(System.set_code)`) to the same runtime as its next spec
   version, into Bob's node; every validator must then finalise blocks on the new version;
3. a restart under load: the second half of the load goes into Alice's and Bob's nodes while
   Charlie is killed (SIGKILL) and started again after `--down` slots. With 3 authorities
   GRANDPA needs all 3 votes (more than two thirds), so finality stops while Charlie is down; the
   run checks that Charlie catches up, that the blocks made while it was down are finalised
   after it is back (it votes again), that it authors a block again, and that every submission
   came out as expected;
4. a fresh node (Dave, no keys) starts once the chain has `--blocks` finalised blocks and syncs
   from genesis with full sync (every block imported and executed, no warp sync) to the
   validators' finalised head, across the upgrade;
5. agreement: every node's block hash and state root at every finalised height are compared,
   and every node must run the new spec version;
6. block time: every node logs each block's import time (`-l ec-import=debug`); the slowest
   import of a finalised block by a node that did not author it must be within a block's
   computation budget (1 s), and is reported with its block's weight (`System.BlockWeight`),
   beside the heaviest block's. A process's first import on a runtime, which loads or compiles
   it (30 s and more for a new runtime on 2 cores), is reported apart.

With `--canary-wasm` (scripts/network.sh gives it), a fifth node, Eve, follows the chain from the
start with that Wasm in place of the chain's runtime (`--wasm-runtime-overrides`): another
profile's build of the same runtime, which computes the same proofs' answers but charges them
other weights, hence other fees and another state root (and, on `--chain local`, lacks the
benchmarking pallet, so cannot execute a block with one of its calls at all). The nodes must
catch her: she must stop at the first block she computes differently, her log saying why and
naming the block, while the others go on. So the run shows that it can fail; it fails if she is
not caught.

A sixth node, Ferdie, runs with Substrate's host functions alone
(`--substrate-host-functions-only`), as a Polkadot validator would: on `--chain local-polkadot`
she must follow the chain and agree with the others; on the other profiles' chains she must
refuse it, her log naming the host function the runtime imports and her executor lacks, while
the others are unaffected.

Prints a summary table, and exits non-zero on any disagreement or failed check. Every process it
started is stopped on success, failure or Ctrl-C.
"""

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "groth16", "fixtures")
# Milliseconds per slot: the runtime's `SLOT_DURATION`.
SLOT_SECONDS = 3.0
# A block's computation budget in milliseconds: the runtime's maximum block weight (1 s).
BLOCK_BUDGET_MS = 1000
# The order of the genesis authorities (the runtime's `local_testnet` preset): slot % 3.
VALIDATORS = ["alice", "bob", "charlie"]


def log(message):
    print(f"== network: {message}", file=sys.stderr, flush=True)


def free_port():
    """A loopback port nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Node:
    """One `ec-node` process: its ports, base path, log and JSON-RPC."""

    def __init__(self, args, work, name, validator, override=None, substrate_only=False):
        self.args = args
        self.name = name
        self.validator = validator
        self.override = override
        self.substrate_only = substrate_only
        self.base = os.path.join(work, name)
        self.log_path = os.path.join(work, f"{name}.log")
        self.rpc_port = free_port()
        self.p2p_port = free_port()
        self.key_file = os.path.join(work, f"{name}.node-key")
        self.process = None
        # The node key fixes the peer id, so the others can name this node as a bootnode.
        out = subprocess.run(
            [args.node, "key", "generate-node-key", "--file", self.key_file],
            capture_output=True, text=True, check=True)
        self.peer_id = (out.stderr.strip() or out.stdout.strip()).splitlines()[-1].strip()

    @property
    def address(self):
        return f"/ip4/127.0.0.1/tcp/{self.p2p_port}/p2p/{self.peer_id}"

    def start(self, bootnodes):
        command = [
            self.args.node, "--chain", self.args.chain, "--base-path", self.base,
            "--node-key-file", self.key_file,
            "--listen-addr", f"/ip4/127.0.0.1/tcp/{self.p2p_port}",
            "--rpc-port", str(self.rpc_port),
            "--no-prometheus", "--no-telemetry", "--no-mdns",
            # Full sync: every block imported and executed from genesis.
            "--sync", "full",
            # Every finalised block's state kept: the run reads each block's weight at the end
            # (the default keeps the last 256 blocks' only).
            "--state-pruning", "archive-canonical",
            "--wasm-cache-dir", self.args.wasm_cache,
            # Each imported block's import time (the node's `TimedImport`).
            "-l", "ec-import=debug",
        ]
        if self.override:
            command += ["--wasm-runtime-overrides", self.override]
        if self.substrate_only:
            command.append("--substrate-host-functions-only")
        if self.validator:
            command.append(f"--{self.name}")
        else:
            command += ["--name", self.name.capitalize()]
        for address in bootnodes:
            command += ["--bootnodes", address]
        with open(self.log_path, "ab") as log_file:
            self.process = subprocess.Popen(
                command, stdout=subprocess.DEVNULL, stderr=log_file)
        self.started = time.monotonic()

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def kill(self):
        """SIGKILL: no shutdown, as a crash or a power cut."""
        if self.alive():
            self.process.kill()
            self.process.wait()

    def stop(self):
        if self.alive():
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def rpc(self, method, params=None):
        body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method,
                           "params": params or []}).encode()
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.rpc_port}", data=body,
            headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as reply:
            answer = json.load(reply)
        if "error" in answer:
            raise RuntimeError(f"{self.name}: {method}: {answer['error']}")
        return answer["result"]

    def ready(self):
        try:
            self.rpc("system_health")
            return True
        except OSError:
            return False

    def header(self, block_hash=None):
        return self.rpc("chain_getHeader", [block_hash] if block_hash else [])

    def best(self):
        return int(self.header()["number"], 16)

    def finalized(self):
        return int(self.header(self.rpc("chain_getFinalizedHead"))["number"], 16)

    def peers(self):
        return self.rpc("system_health")["peers"]


def wait_for(what, condition, timeout, nodes):
    """Polls `condition` every half second until it holds; fails after `timeout` seconds or when
    a node that should run has stopped."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for node in nodes:
            if node.process is not None and not node.alive():
                raise Failure(f"{node.name} stopped (log: {node.log_path})")
        try:
            if condition():
                return
        except (OSError, RuntimeError):
            pass
        time.sleep(0.5)
    raise Failure(f"timed out after {timeout} s waiting for {what}")


class Failure(Exception):
    pass


def aura_slot(header):
    """The slot in a header's Aura pre-runtime digest (`PreRuntime(*b"aura", slot)`)."""
    for item in header["digest"]["logs"]:
        raw = bytes.fromhex(item[2:])
        # DigestItem::PreRuntime = 6, engine `aura`, compact length 8 (0x20), the slot (u64 LE).
        if raw[:6] == b"\x06aura\x20":
            return int.from_bytes(raw[6:14], "little")
    return None


def cases(args, work):
    """The submissions: (label, `ec-node` arguments, expected exit status). Groth16 proofs
    (`groth16 submit`), alternating with the benchmarking pallet's calls that `--load-calls`
    prints (`call`: pairing checks, MSMs, ring VRF, P-256), when given."""
    groth16 = [(label, ["groth16", "submit"] + files, expected)
               for label, files, expected in groth16_cases(work)]
    calls = []
    if args.load_calls:
        out = subprocess.run([args.load_calls], capture_output=True, text=True, check=True)
        for n, line in enumerate(out.stdout.splitlines()):
            label, data = line.split("\t")
            path = os.path.join(work, f"call-{n}.hex")
            with open(path, "w") as f:
                f.write(data)
            calls.append((label, ["call", "--call-file", path], 0))
    both = []
    for i in range(max(len(groth16), len(calls))):
        both += [lists[i] for lists in (groth16, calls) if i < len(lists)]
    return both


def groth16_cases(work):
    """The Groth16 submissions: (label, `groth16 submit` file arguments, expected exit
    status)."""
    gnark = os.path.join(FIXTURES, "gnark", "bn254")
    tampered = os.path.join(work, "tampered.bin")
    with open(os.path.join(gnark, "proof.bin"), "rb") as f:
        proof = bytearray(f.read())
    # The compressed point's "largest y" flag flipped: a point of the curve, a wrong proof.
    proof[0] ^= 0x40
    with open(tampered, "wb") as f:
        f.write(proof)

    def files(directory, vk, proof, public, proofs=1):
        d = os.path.join(FIXTURES, directory)
        arguments = ["--vk", os.path.join(d, vk)]
        for _ in range(proofs):
            arguments += ["--proof", proof if os.path.isabs(proof) else os.path.join(d, proof),
                          "--public", os.path.join(d, public)]
        return arguments

    snarkjs = ("verification_key.json", "proof.json", "public.json")
    binary = ("vk.bin", "proof.bin", "public.json")
    return [
        ("snarkjs bn128", files("snarkjs/bn128", *snarkjs), 0),
        ("gnark bls12_381", files("gnark/bls12_381", *binary), 0),
        ("gnark bw6_761", files("gnark/bw6_761", *binary), 0),
        ("snarkjs bls12381", files("snarkjs/bls12381", *snarkjs), 0),
        ("gnark bn254", files("gnark/bn254", *binary), 0),
        ("gnark bls12_377", files("gnark/bls12_377", *binary), 0),
        ("gnark bn254 with a commitment", files("gnark/bn254/commit", *binary), 0),
        ("sp1 bn254", files("sp1", "v6.0/groth16_vk.bin", "v6.0/groth16-fixture.json",
                            "v6.0/groth16-fixture.json") + ["--format", "sp1"], 0),
        ("gnark bn254 batch of 2", files("gnark/bn254", *binary, proofs=2), 0),
        ("gnark bn254 tampered", files("gnark/bn254", "vk.bin", tampered, "public.json"), 1),
    ]


SIGNERS = {"alice": "//Dave", "bob": "//Eve", "charlie": "//Ferdie"}


def run_load(args, nodes, work, numbers, phase):
    """Submits the submissions numbered `numbers` (the n-th is case n modulo their number), in
    turn into `nodes` (round robin), one submitter per node in parallel, each node's with its own
    dev account. Returns one row per submission: (phase, node, label, exit status, expected,
    summary line)."""
    all_cases = cases(args, work)
    queues = [[] for _ in nodes]
    for i, n in enumerate(numbers):
        queues[i % len(nodes)].append(all_cases[n % len(all_cases)])
    results = []
    lock = threading.Lock()

    def submitter(node, signer, queue):
        for label, arguments, expected in queue:
            command = [args.node] + arguments + [
                "--url", f"ws://127.0.0.1:{node.rpc_port}", "--suri", signer]
            try:
                out = subprocess.run(command, capture_output=True, text=True, timeout=300)
                status, output = out.returncode, out.stdout + out.stderr
            except subprocess.TimeoutExpired:
                status, output = "timeout", ""
            summary = next((line[len("summary: "):] for line in output.splitlines()
                            if line.startswith("summary: ")), "")
            with lock:
                results.append((phase, node.name, label, status, expected, summary))
                log(f"load ({phase}): {node.name} {label}: exit {status} (expected {expected}) "
                    f"{summary}")
                if status != expected:
                    for line in output.splitlines()[-15:]:
                        print(f"    {line}", file=sys.stderr)

    threads = [threading.Thread(target=submitter, args=(node, SIGNERS[node.name], queue))
               for node, queue in zip(nodes, queues)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def upgrade(args, node, nodes):
    """The runtime upgrade: `ec-node runtime-upgrade` (`Sudo.sudo(System.set_code)`, signed by
    Alice, the sudo key) into `node`; then every node in `nodes` must run the new spec version at
    its finalised head. Returns the number of the block that set the code and the spec versions
    before and after."""
    command = [args.node, "runtime-upgrade", "--url", f"ws://127.0.0.1:{node.rpc_port}",
               "--suri", "//Alice", "--wasm", args.upgrade_wasm]
    try:
        out = subprocess.run(command, capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        raise Failure("the runtime upgrade timed out after 600 s")
    output = out.stdout + out.stderr
    summary = next((line for line in output.splitlines() if line.startswith("summary: ")), "")
    fields = dict(f.split("=", 1) for f in summary.split()[1:] if "=" in f)
    if out.returncode != 0 or "block" not in fields:
        for line in output.splitlines()[-15:]:
            print(f"    {line}", file=sys.stderr)
        raise Failure(f"the runtime upgrade failed (exit {out.returncode})")
    block = int(fields["block"])
    old, new = (int(v) for v in fields["spec_version"].split("->"))
    log(f"runtime upgrade in #{block} (into {node.name}): spec version {old} -> {new}")

    def runs_new():
        return all(spec_version(n) == new for n in nodes)
    wait_for(f"every node finalising on spec version {new}", runs_new, 300, nodes)
    return block, old, new


def spec_version(node, block_hash=None):
    """The spec version of the runtime at `block_hash`, by default the node's finalised head."""
    block_hash = block_hash or node.rpc("chain_getFinalizedHead")
    return node.rpc("state_getRuntimeVersion", [block_hash])["specVersion"]


# `System.BlockWeight`'s storage key: twox128("System") ++ twox128("BlockWeight").
BLOCK_WEIGHT_KEY = "0x26aa394eea5630e07c48ae0c9558cef734abf5cb34d6244378cddbf18e849d96"


def compact(data, i):
    """A SCALE compact integer at `data[i]`: (value, next index)."""
    mode = data[i] & 3
    if mode < 3:
        width = 1 << mode
        return int.from_bytes(data[i:i + width], "little") >> 2, i + width
    width = (data[i] >> 2) + 4
    return int.from_bytes(data[i + 1:i + 1 + width], "little"), i + 1 + width


def block_weight_ms(node, block_hash):
    """The block's weight (`System.BlockWeight`: its three dispatch classes' `ref_time`) in
    milliseconds."""
    raw = node.rpc("state_getStorage", [BLOCK_WEIGHT_KEY, block_hash])
    if raw is None:
        raise Failure(f"no System.BlockWeight at {block_hash}")
    data, i, total = bytes.fromhex(raw[2:]), 0, 0
    for _ in range(3):
        ref_time, i = compact(data, i)
        _, i = compact(data, i)
        total += ref_time
    return total / 1e9


IMPORT_LINE = re.compile(
    r"block #(\d+) (0x[0-9a-f]+) imported in (\d+) us \(origin (\w+), ok true\)")


def import_times(nodes, new_code_from):
    """Every block import in the nodes' logs (the node's `TimedImport` lines), as (node, hash,
    number, milliseconds, origin, first), where `first` marks a process's first import on a
    runtime (genesis', or the upgrade's from block `new_code_from`), which loads or compiles
    that runtime."""
    rows = []
    for node in nodes:
        seen = set()
        with open(node.log_path, errors="replace") as f:
            for line in f:
                # A (re)start: the runtimes are loaded again.
                if "Substrate Node" in line or "EC development node" in line:
                    seen = set()
                match = IMPORT_LINE.search(line)
                if not match:
                    continue
                number, block_hash = int(match[1]), match[2]
                code = new_code_from is not None and number >= new_code_from
                first = code not in seen
                seen.add(code)
                rows.append((node.name, block_hash, number, int(match[3]) / 1000, match[4],
                             first))
    return rows


def slowest_import(reference, nodes, upto, authors, new_code_from):
    """The slowest import of a finalised block (1..=upto) by a node that did not author it,
    leaving out each process's first import on a runtime; and the heaviest block with its slowest
    such import. Returns the table rows and the slowest import in milliseconds."""
    canonical = {reference.rpc("chain_getBlockHash", [n]): n for n in range(1, upto + 1)}
    warm, cold = {}, []
    for name, block_hash, number, ms, origin, first in import_times(nodes, new_code_from):
        if block_hash not in canonical or origin == "Own" or authors.get(number) == name:
            continue
        if first:
            cold.append((ms, name, number))
        elif ms > warm.get(number, (0, ""))[0]:
            warm[number] = (ms, name)
    if not warm:
        raise Failure("no block import times in the nodes' logs")
    weights = {n: block_weight_ms(reference, h) for h, n in canonical.items() if n in warm}
    slowest = max(warm, key=lambda n: warm[n][0])
    heaviest = max(warm, key=lambda n: weights[n])
    ratio = max(warm, key=lambda n: warm[n][0] / max(weights[n], 1e-3))
    rows = []
    for what, number in (("slowest import", slowest), ("heaviest block", heaviest),
                         ("largest import / weight", ratio)):
        ms, name = warm[number]
        rows.append((f"{what}: #{number} on {name} (not its author)",
                     f"{ms:.1f} ms, weight {weights[number]:.1f} ms"))
    if cold:
        ms, name, number = max(cold)
        rows.append((f"slowest first import on a runtime (loads or compiles it): #{number} on "
                     f"{name}", f"{ms:.1f} ms"))
    return rows, warm[slowest][0]


def compare(nodes, upto):
    """Every node's block hash and state root at heights 0..=upto. Returns the disagreements."""
    disagreements = []
    for number in range(upto + 1):
        seen = {}
        for node in nodes:
            block_hash = node.rpc("chain_getBlockHash", [number])
            state_root = node.header(block_hash)["stateRoot"] if block_hash else None
            seen[node.name] = (block_hash, state_root)
        if len(set(seen.values())) > 1:
            disagreements.append((number, seen))
    return disagreements


def chain_summary(node, upto):
    """Blocks authored per validator, each block's author, and the extrinsics (beside the
    timestamp inherent) in the finalised chain 1..=upto, read from `node`."""
    authored = {name: 0 for name in VALIDATORS}
    authors = {}
    extrinsics = 0
    for number in range(1, upto + 1):
        block = node.rpc("chain_getBlock", [node.rpc("chain_getBlockHash", [number])])["block"]
        slot = aura_slot(block["header"])
        if slot is not None:
            authors[number] = VALIDATORS[slot % len(VALIDATORS)]
            authored[authors[number]] += 1
        extrinsics += len(block["extrinsics"]) - 1
    return authored, authors, extrinsics


def authored_since(node, validator, after):
    """Whether `validator` authored a finalised block numbered above `after`."""
    for number in range(after + 1, node.finalized() + 1):
        header = node.header(node.rpc("chain_getBlockHash", [number]))
        slot = aura_slot(header)
        if slot is not None and VALIDATORS[slot % len(VALIDATORS)] == validator:
            return True
    return False


def catch_canary(eve, reference, upto):
    """Eve runs another build of the runtime: she must have stopped below `upto`, at a block she
    computed another state root for. Returns the check."""
    if not eve.alive():
        return (f"eve (another runtime build) crashed instead of refusing a block "
                f"(log: {eve.log_path})", False)
    best = eve.best()
    if best >= upto and eve.rpc("chain_getBlockHash", [upto]) == reference.rpc(
            "chain_getBlockHash", [upto]):
        return (f"eve (another runtime build) was not caught: she follows the chain to #{upto}",
                False)
    # Her runtime computes another state root where it executes a block; where the block holds
    # a call her runtime does not have (the Polkadot profile has no benchmarking pallet), it
    # cannot execute the block at all, or already fails to decode it when Aura's verifier
    # checks the block's inherents. Either way her node refuses to import it.
    with open(eve.log_path, errors="replace") as f:
        lines = f.readlines()
    reasons = ([line.strip() for line in lines if "Storage root must match" in line]
               + [line.strip() for line in lines if "Error importing block" in line]
               + [line.strip() for line in lines if "Verification failed for block" in line])
    refused = next((re.search(r"0x[0-9a-f]{64}", line) for line in reasons
                    if re.search(r"0x[0-9a-f]{64}", line)), None)
    if refused is None:
        which = "refused no block"
    elif reference.rpc("chain_getBlockHash", [best + 1]) == refused[0]:
        which = f"refused the finalised #{best + 1} ({refused[0][:18]}…)"
    else:
        which = f"refused block {refused[0]}"
    reason = reasons[0] if reasons else "(no refused import in her log)"
    reason = reason[reason.find("Error"):][:160] if "Error" in reason else reason[:160]
    return (f"eve (another runtime build) caught: she {which} while the others finalised "
            f"#{upto}; her log: {reason}", bool(reasons))


def ferdie_refuses(ferdie):
    """Ferdie, without this project's host functions, must refuse a chain whose runtime imports
    them, saying which. Returns the check."""
    with open(ferdie.log_path, errors="replace") as f:
        reasons = [line.strip() for line in f
                   if "function imports which are not present on the host" in line]
    height = "exited" if not ferdie.alive() else f"at #{ferdie.best()}"
    if not reasons:
        return (f"ferdie (Substrate's host functions alone) did not refuse the chain ({height}; "
                f"log: {ferdie.log_path})", False)
    reason = reasons[0]
    reason = reason[reason.find("runtime requires"):][:160]
    return (f"ferdie (Substrate's host functions alone) refuses the chain ({height}): {reason}",
            True)


def run(args, work):
    alice, bob, charlie = validators = [Node(args, work, name, True) for name in VALIDATORS]
    dave = Node(args, work, "dave", False)
    everyone = validators + [dave]
    eve = None
    if args.canary_wasm:
        override = os.path.join(work, "eve-override")
        os.makedirs(override)
        shutil.copy(args.canary_wasm, os.path.join(override, "runtime.wasm"))
        eve = Node(args, work, "eve", False, override)
    ferdie = Node(args, work, "ferdie", False, substrate_only=True)
    # Only the Polkadot profile's runtime imports no host function beyond Substrate's.
    ferdie_follows = args.chain == "local-polkadot"
    addresses = [node.address for node in validators]
    checks = []
    facts = {}
    timings = []
    results, authored, extrinsics, upto = [], {}, 0, None
    new_code_from = None

    try:
        # Alice first: she compiles the runtime into the shared wasm cache once.
        alice.start([a for a in addresses if a != alice.address])
        wait_for("alice's JSON-RPC", alice.ready, 300, [alice])
        for node in (bob, charlie):
            node.start([a for a in addresses if a != node.address])
        if eve:
            eve.start(addresses)
        ferdie.start(addresses)
        wait_for("three connected validators finalising", lambda: all(
            n.peers() >= 2 for n in validators) and alice.finalized() >= 1, 180, validators)
        log(f"3 validators up; best #{alice.best()}, finalised #{alice.finalized()}")

        # 1. Load on the genesis runtime, into every validator.
        numbers = list(range(args.load))
        half = (args.load + 1) // 2
        started = time.monotonic()
        results += run_load(args, validators, work, numbers[:half], "before the upgrade")
        facts["load before the upgrade (s)"] = round(time.monotonic() - started)

        # 2. The runtime upgrade, into bob's node.
        if args.upgrade_wasm:
            upgrade_block, old, new = upgrade(args, bob, validators)
            new_code_from = upgrade_block + 1
            facts["runtime upgrade: block, spec versions"] = f"#{upgrade_block}, {old} -> {new}"
            checks.append((f"every validator runs spec version {new} after the upgrade in "
                           f"#{upgrade_block}", True))
        phase = "after the upgrade" if args.upgrade_wasm else "second half"

        # 3. The rest of the load, into alice and bob, while charlie is killed and restarted.
        load = threading.Thread(target=lambda: results.extend(
            run_load(args, [alice, bob], work, numbers[half:], phase)))
        load.start()
        kill_best = alice.best()
        kill_finalized = alice.finalized()
        charlie.kill()
        log(f"charlie killed at best #{kill_best}, finalised #{kill_finalized}")
        time.sleep(args.down * SLOT_SECONDS)
        down_best, down_finalized = alice.best(), alice.finalized()
        log(f"after {args.down} slots without charlie: best #{down_best}, "
            f"finalised #{down_finalized}")
        checks.append(("alice and bob author while charlie is down", down_best > kill_best))
        facts["finalised while charlie was down"] = down_finalized - kill_finalized
        charlie.start([a for a in addresses if a != charlie.address])
        restart = time.monotonic()
        target = alice.best()
        wait_for(f"charlie back at #{target}", lambda: charlie.best() >= target, 120,
                 validators)
        facts["charlie's catch-up (s)"] = round(time.monotonic() - restart, 1)
        wait_for(f"finality past #{target} (charlie voting again)",
                 lambda: alice.finalized() > target, 120, validators)
        checks.append((f"blocks made without charlie finalised after its restart (#{target})",
                       True))
        wait_for("a block authored by charlie after its restart",
                 lambda: authored_since(alice, "charlie", target), 60, validators)
        checks.append(("charlie authors again", True))
        load.join()
        failed = [r for r in results if r[3] != r[4]]
        checks.append((f"{len(results)} submissions came out as expected "
                       f"({len(numbers) - half} {phase}, while charlie was down and back)",
                       not failed and len(results) == args.load))

        # 3. A fresh node syncing from genesis.
        wait_for(f"#{args.blocks} finalised", lambda: alice.finalized() >= args.blocks,
                 args.blocks * SLOT_SECONDS * 3 + 60, validators)
        sync_target = alice.finalized()
        dave.start(addresses)
        wait_for("dave's JSON-RPC", dave.ready, 120, everyone)
        rpc_up = time.monotonic()
        wait_for(f"dave finalised #{sync_target}", lambda: dave.finalized() >= sync_target,
                 sync_target + 120, everyone)
        seconds = time.monotonic() - rpc_up
        facts["dave's sync: blocks"] = sync_target
        facts["dave's sync: seconds"] = round(seconds, 1)
        facts["dave's sync: blocks/s"] = round(sync_target / max(seconds, 0.1), 1)
        checks.append((f"dave synced from genesis to #{sync_target}", True))

        # 4. Agreement at every finalised height.
        if ferdie_follows:
            wait_for(f"ferdie (Substrate's host functions alone) at #{sync_target}",
                     lambda: ferdie.finalized() >= sync_target, 120, everyone + [ferdie])
            checks.append((f"ferdie (Substrate's host functions alone) follows the chain to "
                           f"#{sync_target}", True))
            everyone.append(ferdie)
        else:
            checks.append(ferdie_refuses(ferdie))
        upto = min(node.finalized() for node in everyone)
        disagreements = compare(everyone, upto)
        for number, seen in disagreements[:5]:
            log(f"DISAGREEMENT at #{number}: " + ", ".join(
                f"{name} {h} (state {r})" for name, (h, r) in seen.items()))
        checks.append((f"{len(everyone)} nodes agree on hash and state root at #0..#{upto}",
                       not disagreements))
        authored, authors, extrinsics = chain_summary(alice, upto)
        if args.upgrade_wasm:
            versions = {node.name: spec_version(node) for node in everyone}
            checks.append((f"every node runs spec version {new} at #{upto} "
                           f"(dave's sync crossed the upgrade)",
                           set(versions.values()) == {new}))
        rows, slowest = slowest_import(alice, everyone, upto, authors, new_code_from)
        timings += rows
        checks.append((f"the slowest block import on a node that did not author it "
                       f"({slowest:.1f} ms) is within a block's budget ({BLOCK_BUDGET_MS} ms)",
                       slowest <= BLOCK_BUDGET_MS))
        if eve:
            checks.append(catch_canary(eve, alice, upto))
    except (Failure, RuntimeError, OSError) as failure:
        checks.append((str(failure), False))
    finally:
        for node in set(everyone + [ferdie] + ([eve] if eve else [])):
            node.stop()

    print()
    print(f"Local network ({args.chain}): 3 validators, a restarted validator, a syncing node")
    print()
    print("| validator | blocks authored (finalised chain) |")
    print("|---|---:|")
    for name in VALIDATORS:
        print(f"| {name} | {authored.get(name, '-')} |")
    print()
    print("| submission | phase | node | result |")
    print("|---|---|---|---|")
    for phase, node, label, status, expected, summary in results:
        result = {0: "ok", 1: "rejected (dispatch error)"}.get(status, f"error ({status})")
        if status != expected:
            result += ", UNEXPECTED"
        block = next((f for f in summary.split() if f.startswith("block=")), "")
        print(f"| {label} | {phase} | {node} | {result} {block} |")
    print()
    print("| measure | value |")
    print("|---|---:|")
    print(f"| finalised height compared on every node | {upto} |")
    print(f"| extrinsics in the finalised chain (beside inherents) | {extrinsics} |")
    kinds = {}
    for _, _, label, _, _, _ in results:
        first = label.split()[0].rstrip(",")
        kind = "groth16" if first in ("snarkjs", "gnark", "sp1") else first
        kinds[kind] = kinds.get(kind, 0) + 1
    print(f"| submissions by kind | {', '.join(f'{k} {n}' for k, n in kinds.items())} |")
    for key, value in list(facts.items()) + timings:
        print(f"| {key} | {value} |")
    print()
    for what, ok in checks:
        print(f"{'ok  ' if ok else 'FAIL'} {what}")
    return all(ok for _, ok in checks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--node", required=True, help="the ec-node binary")
    parser.add_argument("--wasm-cache", required=True, help="wasmtime's cache directory")
    parser.add_argument("--chain", default="local",
                        choices=["local", "local-rfc163", "local-polkadot"],
                        help="the chain, i.e. the runtime's profile")
    parser.add_argument("--load", type=int, default=20,
                        help="submissions, spread over the validators: Groth16 proofs "
                             "alternating with --load-calls' calls (20: each Groth16 case once)")
    parser.add_argument("--load-calls", metavar="PROGRAM",
                        help="a program printing `label<TAB>call data` lines of calls to submit "
                             "beside the Groth16 proofs (ec-node's example `load_calls`)")
    parser.add_argument("--down", type=int, default=4, help="slots charlie stays down")
    parser.add_argument("--blocks", type=int, default=40,
                        help="finalised blocks before the fresh node starts syncing")
    parser.add_argument("--canary-wasm", metavar="WASM",
                        help="run a fifth node, Eve, with this runtime in place of the chain's "
                             "(another profile's build), which the network must catch")
    parser.add_argument("--upgrade-wasm", metavar="WASM",
                        help="upgrade the chain's runtime to this Wasm (sudo(set_code)) after "
                             "the first half of the load")
    parser.add_argument("--keep", action="store_true",
                        help="keep the nodes' base paths and logs (kept anyway on failure)")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="ec-network.")
    log(f"base paths and logs in {work}")
    # Ctrl-C or a TERM stops every node (`run`'s `finally`).
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    ok = False
    try:
        ok = run(args, work)
    finally:
        if ok and not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            log(f"logs kept in {work}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
