//! ark-substrate's hook sets against plain arkworks, one test binary with a module per subject
//! (one binary, because each would compile every curve's models again):
//!
//! - `bounds`: at compile time, every model has the derives and configurations arkworks' curve
//!   configs have;
//! - `encoded`: the encoded operations (`EncodedMsm`, `EncodedPairing`);
//! - `equivalence`: every group and pairing operation, `Host`, `Arkworks` and `Rfc163` hooks;
//! - `groth16`: ark-groth16 over the models, and `Groth16Verify`;
//! - `groth16_prepared`: `Groth16VerifyPrepared` (the pallet's path) on every hook set;
//! - `templates`: arkworks' own group and pairing test templates.

#[macro_use]
#[path = "common/registry.rs"]
mod registry;
#[path = "common/cubic.rs"]
mod cubic;
#[path = "common/points.rs"]
mod points;

#[path = "hooks/bounds.rs"]
mod bounds;
#[path = "hooks/encoded.rs"]
mod encoded;
#[path = "hooks/equivalence.rs"]
mod equivalence;
#[path = "hooks/groth16.rs"]
mod groth16;
#[path = "hooks/groth16_prepared.rs"]
mod groth16_prepared;
#[path = "hooks/templates.rs"]
mod templates;
