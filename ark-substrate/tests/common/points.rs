//! Moving values between the hook sets' types (they share arkworks' encodings), and points off
//! the prime-order subgroup.

use ark_ec::AffineRepr;
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize};
use ark_std::rand::Rng;

/// `value`'s uncompressed encoding.
pub fn bytes<T: CanonicalSerialize>(value: &T) -> Vec<u8> {
    let mut out = Vec::new();
    value.serialize_uncompressed(&mut out).unwrap();
    out
}

/// The same value under another model, through its (shared) encoding.
pub fn to<T: CanonicalDeserialize>(value: &impl CanonicalSerialize) -> T {
    T::deserialize_uncompressed_unchecked(&bytes(value)[..]).unwrap()
}

/// [`to`] for each value.
pub fn all<T: CanonicalDeserialize, U: CanonicalSerialize>(values: &[U]) -> Vec<T> {
    values.iter().map(to).collect()
}

/// A point on the curve outside the prime-order subgroup, if there is one.
pub fn outside_subgroup<P: AffineRepr>(rng: &mut impl Rng) -> Option<P> {
    (0..1000).find_map(|_| {
        let mut seed = vec![0u8; bytes(&P::zero()).len()];
        rng.fill(&mut seed[..]);
        P::from_random_bytes(&seed).filter(|p| p.check().is_err())
    })
}
