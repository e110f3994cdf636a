//! Every group's and curve's limits are enforced at exactly their value, from the byte lengths:
//! one element more is `TooManyElements` before anything is decoded; exactly the limit is
//! decoded (here: rejected for its content, never for its count).

use ec_host_primitives::{encoding, Error, HostGroup, HostPairing};

/// `n` elements of `size` bytes that are not valid encodings (every byte 0xff).
fn junk(n: usize, size: usize) -> Vec<u8> {
    vec![0xff; n * size]
}

fn check_group<A: HostGroup>(name: &str) {
    let (point, scalar) = (
        encoding::size_of::<A>(),
        encoding::size_of::<A::ScalarField>(),
    );
    let mut out = vec![0u8; point];
    let msm = |n: usize, out: &mut [u8]| A::MSM(&junk(n, point), &junk(n, scalar), out);
    assert_eq!(
        msm(A::MSM_LIMIT + 1, &mut out),
        Err(Error::TooManyElements),
        "{name} msm"
    );
    assert_eq!(
        msm(A::MSM_LIMIT, &mut out),
        Err(Error::InvalidEncoding),
        "{name} msm"
    );
    let validate = |n: usize| A::VALIDATE(&junk(n, point));
    assert_eq!(
        validate(A::VALIDATE_LIMIT + 1),
        Err(Error::TooManyElements),
        "{name}"
    );
    assert_eq!(
        validate(A::VALIDATE_LIMIT),
        Err(Error::InvalidEncoding),
        "{name}"
    );
}

fn check_pairing<E: HostPairing>(name: &str) {
    let (g1, g2) = (
        encoding::size_of::<E::G1Affine>(),
        encoding::size_of::<E::G2Affine>(),
    );
    let mut out = vec![0u8; encoding::size_of::<E::TargetField>()];
    let mut flag = [0u8];
    for n in [E::PAIRS_LIMIT, E::PAIRS_LIMIT + 1] {
        let expected = if n > E::PAIRS_LIMIT {
            Error::TooManyElements
        } else {
            Error::InvalidEncoding
        };
        assert_eq!(
            E::MULTI_MILLER_LOOP(&junk(n, g1), &junk(n, g2), &mut out),
            Err(expected),
            "{name}"
        );
        assert_eq!(
            E::PAIRING_CHECK(&junk(n, g1), &junk(n, g2), &mut flag),
            Err(expected),
            "{name}"
        );
    }
    let scalar = encoding::size_of::<E::ScalarField>();
    for n in [E::GROTH16_INPUTS_LIMIT, E::GROTH16_INPUTS_LIMIT + 1] {
        let expected = if n > E::GROTH16_INPUTS_LIMIT {
            Error::TooManyElements
        } else {
            Error::InvalidEncoding
        };
        let vk = junk(1, g1 + 3 * g2 + (n + 1) * g1);
        let proof = junk(1, 2 * g1 + g2);
        assert_eq!(
            E::GROTH16_VERIFY(&vk, &proof, &junk(n, scalar), &mut flag),
            Err(expected),
            "{name}"
        );
    }
}

macro_rules! group_limit_tests {
    ($($name:ident: $affine:ty,)*) => {
        #[test]
        fn group_limits() {
            $(check_group::<$affine>(stringify!($name));)*
        }
    };
}

every_group!(group_limit_tests);

macro_rules! pairing_limits_test {
    ($($name:ident: $engine:ty,)*) => {
        #[test]
        fn pairing_limits() {
            $(check_pairing::<$engine>(stringify!($name));)*
        }
    };
}
every_pairing!(pairing_limits_test);
