//! One encoding per value: every byte string the host decodes is the one its value encodes to.
//!
//! For valid encodings of every element type (affine points of every group, in and outside the
//! subgroup and the identity; projective coordinates; `msm` scalars; target-field elements), every
//! single-bit flip and many random double flips either fail to decode or decode to a value whose
//! encoding is exactly the flipped bytes. The property is checked both on `encoding` (what the
//! host functions call) and through the host functions themselves.

use ark_ec::CurveGroup;
use ark_ff::UniformRand;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::{rand::Rng, test_rng};
use ec_host_primitives::{encoding, Error, HostGroup, HostPairing};

fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    encoding::write(value, &mut out);
    out
}

/// Every single-bit flip of `valid` and 2 000 random double flips.
pub(crate) fn flips(valid: &[u8], rng: &mut impl Rng) -> Vec<Vec<u8>> {
    let bits = valid.len() * 8;
    let mut out: Vec<Vec<u8>> = (0..bits)
        .map(|i| {
            let mut v = valid.to_vec();
            v[i / 8] ^= 1 << (i % 8);
            v
        })
        .collect();
    for _ in 0..2000 {
        let mut v = valid.to_vec();
        for _ in 0..2 {
            let i = rng.gen_range(0..bits);
            v[i / 8] ^= 1 << (i % 8);
        }
        out.push(v);
    }
    out
}

/// Checks the property for one decoder: accepted bytes are the canonical encoding of what they
/// decode to. Returns how many variants were accepted.
fn accepted_are_canonical<T: CanonicalSerialize + core::fmt::Debug>(
    what: &str,
    valid: &[u8],
    decode: impl Fn(&[u8]) -> Result<T, Error>,
    rng: &mut impl Rng,
) -> usize {
    let mut accepted = 0;
    for variant in flips(valid, rng) {
        if let Ok(value) = decode(&variant) {
            assert_eq!(
                bytes(&value),
                variant,
                "{what}: {variant:02x?} decodes to {value:?}"
            );
            accepted += 1;
        }
    }
    accepted
}

fn check_group<A: HostGroup>(name: &str) {
    let mut rng = test_rng();
    let mut points = vec![
        A::zero(),
        A::generator(),
        (A::generator() * A::ScalarField::rand(&mut rng)).into_affine(),
    ];
    // Points outside the subgroup, where the cofactor is not one.
    for _ in 0..200 {
        let mut seed = vec![0u8; encoding::size_of::<A>()];
        rng.fill(&mut seed[..]);
        if let Some(p) = A::from_random_bytes(&seed) {
            points.push(p);
            if points.len() == 5 {
                break;
            }
        }
    }
    let one = encoding::write_scalar(&[1]);
    for point in &points {
        let valid = bytes(point);
        assert_eq!(
            encoding::read_point::<A>(&valid).as_ref(),
            Ok(point),
            "{name}"
        );
        accepted_are_canonical(name, &valid, encoding::read_point::<A>, &mut rng);
        // Through a host function: `1 · P` writes back the decoded point.
        let mut out = vec![0u8; valid.len()];
        for variant in flips(&valid, &mut rng).into_iter().step_by(7) {
            if A::MUL_AFFINE(&variant, &one, &mut out).is_ok() {
                assert_eq!(
                    out, variant,
                    "{name}: mul_affine(·, 1) accepted {variant:02x?}"
                );
            }
        }
        // Projective coordinates: each a canonical field element.
        let mut projective = Vec::new();
        A::write_projective(&(point.into_group() + A::generator()), &mut projective);
        accepted_are_canonical(
            name,
            &projective,
            |b| {
                A::read_projective(b).map(|p| {
                    let mut again = Vec::new();
                    A::write_projective(&p, &mut again);
                    Raw(again)
                })
            },
            &mut rng,
        );
    }
    // `msm` scalars.
    for scalar in [
        A::ScalarField::from(0u8),
        -A::ScalarField::from(1u8),
        A::ScalarField::rand(&mut rng),
    ] {
        accepted_are_canonical(
            name,
            &bytes(&scalar),
            encoding::read::<A::ScalarField>,
            &mut rng,
        );
    }
    // The identity has one encoding: the all-zero string is not another one.
    let zeros = vec![0u8; encoding::size_of::<A>()];
    if let Ok(p) = encoding::read_point::<A>(&zeros) {
        assert_eq!(bytes(&p), zeros, "{name}: all-zero bytes");
    }
}

/// Bytes that serialize as themselves (for the projective coordinates, which are not a type).
#[derive(Debug)]
struct Raw(Vec<u8>);

impl CanonicalSerialize for Raw {
    fn serialize_with_mode<W: ark_serialize::Write>(
        &self,
        mut writer: W,
        _: ark_serialize::Compress,
    ) -> Result<(), ark_serialize::SerializationError> {
        Ok(writer.write_all(&self.0)?)
    }

    fn serialized_size(&self, _: ark_serialize::Compress) -> usize {
        self.0.len()
    }
}

fn check_target_field<E: HostPairing>(name: &str)
where
    E::TargetField: CanonicalDeserialize,
{
    let mut rng = test_rng();
    let f = E::TargetField::rand(&mut rng);
    accepted_are_canonical(name, &bytes(&f), encoding::read::<E::TargetField>, &mut rng);
    // Through `final_exponentiation`: whatever it accepts is a canonical encoding.
    let mut out = vec![0u8; encoding::size_of::<E::TargetField>()];
    for variant in flips(&bytes(&f), &mut rng).into_iter().step_by(11) {
        if E::FINAL_EXPONENTIATION(&variant, &mut out).is_ok() {
            let value = encoding::read::<E::TargetField>(&variant).unwrap();
            assert_eq!(
                bytes(&value),
                variant,
                "{name}: final_exponentiation accepted it"
            );
        }
    }
}

macro_rules! canonical_tests {
    ($($test:ident: $affine:ty,)*) => {
        $(
            #[test]
            fn $test() {
                check_group::<$affine>(stringify!($test));
            }
        )*
    };
}

every_group!(canonical_tests);

macro_rules! target_fields_test {
    ($($name:ident: $engine:ty,)*) => {
        #[test]
        fn target_fields() {
            $(check_target_field::<$engine>(stringify!($name));)*
        }
    };
}
every_pairing!(target_fields_test);

/// The malleations the ABI issue found, one by one, on every group whose format has flags (the
/// short Weierstrass ones): version 1 accepted each of these.
#[test]
fn known_malleations_are_rejected() {
    fn check<A: HostGroup>(name: &str) {
        let size = encoding::size_of::<A>();
        let g = bytes(&A::generator());
        let identity = bytes(&A::zero());
        // The flag byte: the last byte (arkworks' format) or the first (BLS12-381's).
        let flag_at = if identity[size - 1] != 0 { size - 1 } else { 0 };
        if identity[flag_at] == 0 {
            return; // twisted Edwards: no flags (the identity is (0, 1))
        }
        // Infinity flag with non-zero coordinates.
        let mut v = g.clone();
        v[flag_at] |= identity[flag_at];
        assert!(
            encoding::read_point::<A>(&v).is_err(),
            "{name}: infinity flag on G"
        );
        // x = y = 0 without the flag.
        assert!(
            encoding::read_point::<A>(&vec![0u8; size]).is_err(),
            "{name}: all zeros"
        );
        // The sign bit of y flipped (arkworks' format only; BLS12-381's sort bit is bit 5).
        let mut v = g.clone();
        v[flag_at] ^= if flag_at == 0 { 1 << 5 } else { 1 << 7 };
        assert!(encoding::read_point::<A>(&v).is_err(), "{name}: sign bit");
        // Spare bits of a flag byte of its own (65-byte points).
        if size % 2 == 1 {
            for bit in 0..6 {
                let mut v = g.clone();
                v[size - 1] ^= 1 << bit;
                assert!(
                    encoding::read_point::<A>(&v).is_err(),
                    "{name}: spare bit {bit}"
                );
            }
        }
    }
    macro_rules! check_every_group {
        ($($name:ident: $affine:ty,)*) => {
            $(check::<$affine>(stringify!($name));)*
        };
    }
    every_group!(check_every_group);
}
