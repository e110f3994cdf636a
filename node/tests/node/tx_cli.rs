//! `ec-node call` and `ec-node runtime-upgrade` before they reach a node: what they refuse (exit
//! status 2, with the reason), so that a typo never becomes a signed transaction. Their
//! successes run in `scripts/network.sh` (the test command's last step): the benchmarking
//! pallet's calls and a runtime upgrade on a network of validators.

use codec::Encode;
use std::process::Command;

/// Runs `ec-node <args>`: (exit status, stdout and stderr).
fn ec_node(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ec-node"))
        .args(args)
        .output()
        .expect("run ec-node");
    (
        out.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

fn hex(bytes: &[u8]) -> String {
    format!(
        "0x{}",
        bytes.iter().map(|b| format!("{b:02x}")).collect::<String>()
    )
}

/// A port nothing listens on: a call that gets past its checks fails to connect.
const NOWHERE: &str = "ws://127.0.0.1:9";

#[test]
fn call_refuses_what_is_not_one_runtime_call() {
    let _cores = crate::CORES.blocking_lock();
    let remark = ec_runtime::RuntimeCall::System(frame_system::Call::remark {
        remark: b"ec".to_vec(),
    })
    .encode();
    let refused = [
        ("0xzz".to_string(), "not hex"),
        ("0x0a0".to_string(), "not hex"),
        // A pallet index the runtime does not have.
        ("0xfe00".to_string(), "not a call of this node's runtime"),
        // Cut short.
        (
            hex(&remark[..remark.len() - 1]),
            "not a call of this node's runtime",
        ),
        (hex(&[&remark[..], &[0]].concat()), "1 bytes after the call"),
    ];
    for (data, reason) in refused {
        let (status, output) = ec_node(&["call", "--call", &data, "--url", NOWHERE]);
        assert_eq!(status, 2, "{data}: {output}");
        assert!(
            output.contains(reason),
            "{data}: wanted `{reason}` in: {output}"
        );
        assert!(!output.contains("connection"), "{data}: {output}");
    }
    // The whole call, and nothing after it, gets as far as the connection.
    let (status, output) = ec_node(&["call", "--call", &hex(&remark), "--url", NOWHERE]);
    assert_eq!(status, 2, "{output}");
    assert!(output.contains("connection"), "{output}");
    // A secret on the command line is refused before anything else.
    let (status, output) = ec_node(&[
        "call",
        "--call",
        &hex(&remark),
        "--url",
        NOWHERE,
        "--suri",
        "bottom drive obey",
    ]);
    assert_eq!(status, 2, "{output}");
    assert!(
        output.contains("--suri takes a development account"),
        "{output}"
    );
}

#[test]
fn runtime_upgrade_refuses_a_missing_or_oversized_file() {
    let _cores = crate::CORES.blocking_lock();
    let (status, output) = ec_node(&[
        "runtime-upgrade",
        "--wasm",
        "/nonexistent/runtime.wasm",
        "--url",
        NOWHERE,
    ]);
    assert_eq!(status, 2, "{output}");
    assert!(output.contains("bad input"), "{output}");
    let big = std::env::temp_dir().join("ec-node-oversized-runtime.wasm");
    std::fs::write(&big, vec![0u8; 5 * 1024 * 1024 + 1]).unwrap();
    let (status, output) = ec_node(&[
        "runtime-upgrade",
        "--wasm",
        big.to_str().unwrap(),
        "--url",
        NOWHERE,
    ]);
    std::fs::remove_file(&big).ok();
    assert_eq!(status, 2, "{output}");
    assert!(output.contains("more than a block holds"), "{output}");
}
