//! The `WasmArkworks` hooks (arkworks' algorithms over the curves' twins on `WasmFp`,
//! `ark_substrate::shaped`) against the `Arkworks` hooks and plain arkworks, for every curve of
//! the registry: MSMs of every size class, in and off the prime-order subgroup; scalar
//! multiplications by edge and random scalars; Miller loops, final exponentiations and pairing
//! checks; the twins' constants. Every answer must be the same bytes.

use ark_ec::short_weierstrass as sw;
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    scalar_mul::double_and_add_affine,
    AffineRepr, CurveGroup, PrimeGroup, VariableBaseMSM,
};
use ark_ff::{BigInteger, One, PrimeField, Zero};
use ark_serialize::CanonicalSerialize;
use ark_std::{rand::Rng, test_rng, UniformRand};
use ark_substrate::{
    shaped::{compressed_format, CompressedFormat, WasmShapedEngine, WasmShapedSW},
    Arkworks, BatchValid, EncodedMsm, PairingCurve, PairingHooks, PairingModel, WasmArkworks,
};
use points::{all, bytes, outside_subgroup, to};

#[macro_use]
#[path = "common/registry.rs"]
mod registry;
#[path = "common/points.rs"]
mod points;

/// Edge scalars as little-endian limbs: empty, 0, 1, r − 1, r, r + 1, 2^1024 − 1, 2^1088 − 1,
/// and random ones.
fn edge_scalars<F: PrimeField>(rng: &mut impl Rng) -> Vec<Vec<u64>> {
    let mut r_plus_1 = F::MODULUS;
    r_plus_1.add_with_carry(&F::BigInt::from(1u64));
    let mut out = vec![
        vec![],
        vec![0],
        vec![1],
        (-F::ONE).into_bigint().as_ref().to_vec(),
        F::MODULUS.as_ref().to_vec(),
        r_plus_1.as_ref().to_vec(),
        vec![u64::MAX; 16],
        vec![u64::MAX; 17],
    ];
    for _ in 0..4 {
        out.push(F::rand(rng).into_bigint().as_ref().to_vec());
    }
    out
}

/// One group: plain arkworks `P`, the `Arkworks` model `A`, the `WasmArkworks` model `W`, the
/// `Host` model `H`.
fn group<P, A, W, H>(name: &str)
where
    P: AffineRepr,
    A: AffineRepr<ScalarField = P::ScalarField>,
    W: AffineRepr<ScalarField = P::ScalarField> + BatchValid,
    H: AffineRepr<ScalarField = P::ScalarField> + BatchValid,
    A::Group: VariableBaseMSM,
    W::Group: VariableBaseMSM + EncodedMsm,
    H::Group: EncodedMsm,
{
    let rng = &mut test_rng();
    let random = |rng: &mut _| (P::generator() * P::ScalarField::rand(rng)).into_affine();

    // MSMs in the subgroup, across Pippenger's thresholds, identities and zero scalars mixed in.
    for n in [0, 1, 2, 3, 4, 10, 31, 32, 33, 100] {
        let mut points: Vec<P> = (0..n).map(|_| random(rng)).collect();
        let mut scalars: Vec<P::ScalarField> = (0..n).map(|_| P::ScalarField::rand(rng)).collect();
        if n >= 3 {
            points[1] = P::zero();
            scalars[2] = P::ScalarField::zero();
        }
        let in_place = A::Group::msm(&all::<A, _>(&points), &scalars).unwrap();
        let wasm = W::Group::msm(&all::<W, _>(&points), &scalars).unwrap();
        assert_eq!(
            bytes(&in_place.into_affine()),
            bytes(&wasm.into_affine()),
            "{name} msm n={n}"
        );
    }
    let points: Vec<P> = (0..3).map(|_| random(rng)).collect();
    assert_eq!(
        W::Group::msm(&all::<W, _>(&points), &[P::ScalarField::one(); 2]).err(),
        Some(2),
        "{name} msm lengths"
    );

    // Off the subgroup: the group law of the whole curve, as every hook set computes it.
    let outside: Vec<P> = (0..4).filter_map(|_| outside_subgroup::<P>(rng)).collect();
    if !outside.is_empty() {
        let pool: Vec<P> = (0..70)
            .map(|i| {
                if i % 4 == 0 {
                    random(rng)
                } else {
                    outside[i % outside.len()]
                }
            })
            .collect();
        for n in [1, 2, 9, 32, 33, 70] {
            let scalars: Vec<P::ScalarField> = (0..n)
                .map(|i| match i % 3 {
                    0 => -P::ScalarField::from(1 + i as u64),
                    _ => P::ScalarField::rand(rng),
                })
                .collect();
            let in_place = A::Group::msm(&all::<A, _>(&pool[..n]), &scalars).unwrap();
            let wasm = W::Group::msm(&all::<W, _>(&pool[..n]), &scalars).unwrap();
            assert_eq!(
                bytes(&in_place.into_affine()),
                bytes(&wasm.into_affine()),
                "{name} msm off the subgroup n={n}"
            );
        }
    }

    // Scalar multiplication, affine and projective, in and off the subgroup.
    let mut bases = vec![random(rng), P::zero(), P::generator()];
    bases.extend(outside.iter().take(2));
    let r = P::ScalarField::MODULUS;
    for base in bases {
        let (a, w): (A, W) = (to(&base), to(&base));
        for scalar in edge_scalars::<P::ScalarField>(rng) {
            // `[r]P` off Bandersnatch's subgroup can lie at infinity of its Edwards form,
            // which no affine encoding holds; the other hook sets trap there too.
            if !base.is_zero() && scalar[..] == *r.as_ref() && base.check().is_err() {
                continue;
            }
            // Longer than the scalar field's integers: arkworks' GLV curves panic on them (so
            // do `Arkworks`' hooks there), textbook double-and-add is the reference.
            let long = scalar.len() > <P::ScalarField as PrimeField>::BigInt::NUM_LIMBS;
            let reference = |p: A| {
                if long {
                    double_and_add_affine(&p, &scalar).into_affine()
                } else {
                    p.mul_bigint(&scalar).into_affine()
                }
            };
            assert_eq!(
                bytes(&reference(a)),
                bytes(&w.mul_bigint(&scalar).into_affine()),
                "{name} mul_affine {scalar:?}"
            );
            let (a2, w2) = ((a + a).into_affine(), w + w);
            assert_eq!(
                bytes(&reference(a2)),
                bytes(&w2.mul_bigint(&scalar).into_affine()),
                "{name} mul_projective {scalar:?}"
            );
        }
    }

    // Subgroup checks (the twins run the host's checks of their family): points of the whole
    // curve, of the subgroup, and their sums, against plain arkworks' answer.
    let whole: Vec<P> = (0..16).filter_map(|_| outside_subgroup::<P>(rng)).collect();
    let inside: Vec<P> = (0..4).map(|_| random(rng)).collect();
    let sums: Vec<P> = whole
        .iter()
        .zip(&inside)
        .map(|(a, b)| (*a + *b).into_affine())
        .collect();
    for point in whole.iter().chain(&inside).chain(&sums).chain(&[P::zero()]) {
        let plain = point.check().is_ok();
        assert_eq!(
            plain,
            to::<A>(point).check().is_ok(),
            "{name} Arkworks check"
        );
        assert_eq!(
            plain,
            to::<W>(point).check().is_ok(),
            "{name} WasmArkworks check"
        );
    }

    // Lists as the host's `validate_*` decides them (point by point below 256 points, by
    // random subset sums from 256 on), all in the subgroup or one point not, against the `Host`
    // hooks: `BatchValid` and the encoded MSM, its result or its error.
    for n in [3, 300] {
        let mut list: Vec<P> = (0..n).map(|_| random(rng)).collect();
        let scalars: Vec<P::ScalarField> = (0..n).map(|_| P::ScalarField::rand(rng)).collect();
        let mut encoded_scalars = Vec::new();
        scalars
            .serialize_uncompressed(&mut encoded_scalars)
            .unwrap();
        for bad in [None, outside.first()] {
            if let Some(point) = bad {
                list[n / 2] = *point;
            }
            assert_eq!(
                H::batch_valid(&all::<H, _>(&list)),
                W::batch_valid(&all::<W, _>(&list)),
                "{name} batch_valid n={n}, outside: {}",
                bad.is_some()
            );
            let mut bases = Vec::new();
            list.serialize_uncompressed(&mut bases).unwrap();
            let host =
                H::Group::msm_encoded(&bases, &encoded_scalars).map(|p| bytes(&p.into_affine()));
            let wasm =
                W::Group::msm_encoded(&bases, &encoded_scalars).map(|p| bytes(&p.into_affine()));
            assert_eq!(
                host,
                wasm,
                "{name} msm_encoded n={n}, outside: {}",
                bad.is_some()
            );
        }
    }

    // Validated deserialization (the subgroup check) accepts the same points.
    let mut candidates = vec![bytes(&random(rng)), bytes(&P::zero())];
    candidates.extend(outside.iter().map(bytes));
    for encoded in &candidates {
        assert_eq!(
            A::deserialize_uncompressed(&encoded[..]).is_ok(),
            W::deserialize_uncompressed(&encoded[..]).is_ok(),
            "{name} validated deserialization"
        );
    }
}

/// One pairing engine: the `Arkworks` and `WasmArkworks` models, and the twin engine itself.
fn pairing<E>(name: &str)
where
    E: PairingCurve + WasmShapedEngine,
    Arkworks: PairingHooks<E>,
    WasmArkworks: PairingHooks<E>,
{
    type M<E, H> = PairingModel<E, H>;
    let rng = &mut test_rng();
    let g1 = |rng: &mut _| (E::G1::generator() * E::ScalarField::rand(rng)).into_affine();
    let g2 = |rng: &mut _| (E::G2::generator() * E::ScalarField::rand(rng)).into_affine();

    // The twin's generators are arkworks' (its constants converted at compile time).
    assert_eq!(
        <E::Wasm as Pairing>::G1Affine::generator(),
        E::g1_to_wasm(&E::G1Affine::generator()),
        "{name} G1 generator"
    );
    assert_eq!(
        <E::Wasm as Pairing>::G2Affine::generator(),
        E::g2_to_wasm(&E::G2Affine::generator()),
        "{name} G2 generator"
    );

    for n in 0usize..=6 {
        let mut a: Vec<E::G1Affine> = (0..n).map(|_| g1(rng)).collect();
        let b: Vec<E::G2Affine> = (0..n).map(|_| g2(rng)).collect();
        if n == 3 {
            a[1] = E::G1Affine::zero();
        }
        let in_place = M::<E, Arkworks>::multi_miller_loop(
            all::<<M<E, Arkworks> as Pairing>::G1Affine, _>(&a),
            all::<<M<E, Arkworks> as Pairing>::G2Affine, _>(&b),
        );
        let wasm = M::<E, WasmArkworks>::multi_miller_loop(
            all::<<M<E, WasmArkworks> as Pairing>::G1Affine, _>(&a),
            all::<<M<E, WasmArkworks> as Pairing>::G2Affine, _>(&b),
        );
        assert_eq!(
            bytes(&in_place.0),
            bytes(&wasm.0),
            "{name} multi_miller_loop n={n}"
        );
        let in_place = M::<E, Arkworks>::final_exponentiation(in_place).unwrap();
        let wasm = M::<E, WasmArkworks>::final_exponentiation(wasm).unwrap();
        assert_eq!(
            bytes(&in_place.0),
            bytes(&wasm.0),
            "{name} final_exponentiation n={n}"
        );
    }
    // The final exponentiation of arbitrary elements, not only Miller-loop values.
    for _ in 0..3 {
        let f = E::TargetField::rand(rng);
        let plain = E::final_exponentiation(MillerLoopOutput(f)).map(|f| bytes(&f.0));
        let wasm = <WasmArkworks as PairingHooks<E>>::final_exponentiation(f).map(|f| bytes(&f));
        assert_eq!(
            plain, wasm,
            "{name} final_exponentiation of a random element"
        );
        let back: E::TargetField = E::target_from_wasm(E::target_to_wasm(f));
        assert_eq!(back, f, "{name} target field round trip");
    }
    // Zero has no final exponentiation (arkworks' BW6 engine panics on it; the hooks say so).
    assert!(
        <WasmArkworks as PairingHooks<E>>::final_exponentiation(E::TargetField::zero()).is_none(),
        "{name} final exponentiation of zero"
    );

    // Groth16's G1 arithmetic on points of the subgroup (the endomorphism on the twin), against
    // `Arkworks`' MSM and double-and-add: few and many points (Straus and Pippenger), repeated,
    // opposite and identity bases, edge and random scalars.
    let p = g1(rng);
    let edges: Vec<E::ScalarField> = edge_scalars::<E::ScalarField>(rng)
        .iter()
        .map(|limbs| {
            let bytes: Vec<u8> = limbs.iter().flat_map(|l| l.to_le_bytes()).collect();
            E::ScalarField::from_le_bytes_mod_order(&bytes)
        })
        .collect();
    for n in [0usize, 1, 2, 5, 31, 32, 70] {
        let bases: Vec<E::G1Affine> = (0..n)
            .map(|i| match i % 5 {
                0 => p,
                1 => -p,
                2 => E::G1Affine::zero(),
                _ => g1(rng),
            })
            .collect();
        let scalars: Vec<E::ScalarField> = (0..n)
            .map(|i| match i % 2 {
                0 => edges[i % edges.len()],
                _ => E::ScalarField::rand(rng),
            })
            .collect();
        let expected = <Arkworks as PairingHooks<E>>::g1_msm_in_subgroup(
            &all::<<M<E, Arkworks> as Pairing>::G1Affine, _>(&bases),
            &scalars,
        );
        let wasm = <WasmArkworks as PairingHooks<E>>::g1_msm_in_subgroup(
            &all::<<M<E, WasmArkworks> as Pairing>::G1Affine, _>(&bases),
            &scalars,
        );
        assert_eq!(
            bytes(&expected.into_affine()),
            bytes(&wasm.into_affine()),
            "{name} g1_msm_in_subgroup n={n}"
        );
    }
    for base in [p, E::G1Affine::zero()] {
        for k in edges.iter().copied().chain([E::ScalarField::rand(rng)]) {
            let expected = double_and_add_affine(&base, k.into_bigint());
            let wasm = <WasmArkworks as PairingHooks<E>>::g1_mul_in_subgroup(
                &to::<<M<E, WasmArkworks> as Pairing>::G1Affine>(&base),
                &k,
            );
            assert_eq!(
                bytes(&expected.into_affine()),
                bytes(&wasm.into_affine()),
                "{name} g1_mul_in_subgroup {k}"
            );
        }
    }

    // Pairing checks, and bilinearity on the twin engine itself.
    let (p, q) = (g1(rng), g2(rng));
    let w = |p: &E::G1Affine| to::<<M<E, WasmArkworks> as Pairing>::G1Affine>(p);
    let wq = |q: &E::G2Affine| to::<<M<E, WasmArkworks> as Pairing>::G2Affine>(q);
    assert!(
        M::<E, WasmArkworks>::pairing_check(&[w(&p), w(&-p)], &[wq(&q), wq(&q)]),
        "{name}"
    );
    assert!(
        !M::<E, WasmArkworks>::pairing_check(&[w(&p), w(&p)], &[wq(&q), wq(&q)]),
        "{name}"
    );
    assert!(M::<E, WasmArkworks>::pairing_check(&[], &[]), "{name}");
    let s = E::ScalarField::rand(rng);
    let (tp, tq) = (E::g1_to_wasm(&p), E::g2_to_wasm(&q));
    assert_eq!(
        <E::Wasm as Pairing>::pairing((tp * s).into_affine(), tq),
        <E::Wasm as Pairing>::pairing(tp, (tq * s).into_affine()),
        "{name} bilinearity on the twin"
    );
    let twin = E::target_from_wasm(<E::Wasm as Pairing>::pairing(tp, tq).0);
    assert_eq!(twin, E::pairing(p, q).0, "{name} twin pairing");
}

/// `C`'s compressed encoding of every point, rewritten as `expected` (the format its generator
/// says) prescribes, is the twin's encoding of the same point, so `WasmArkworks` takes every
/// point's square root on the twin: random points of the curve (in and off the subgroup), their
/// negations and the identity.
fn compressed_format_of<C: WasmShapedSW>(name: &str, expected: CompressedFormat) {
    assert_eq!(compressed_format::<C>(), Some(expected), "{name} format");
    let rng = &mut test_rng();
    let mut points = vec![sw::Affine::<C>::zero(), C::GENERATOR, -C::GENERATOR];
    while points.len() < 40 {
        let largest = rng.gen();
        if let Some(point) =
            sw::Affine::<C>::get_point_from_x_unchecked(C::BaseField::rand(rng), largest)
        {
            points.extend([point, -point]);
        }
    }
    for point in points {
        let (mut ours, mut twins) = (Vec::new(), Vec::new());
        point.serialize_compressed(&mut ours).unwrap();
        C::to_wasm(&point).serialize_compressed(&mut twins).unwrap();
        assert!(expected.to_arkworks(&mut ours), "{name} {point}");
        assert_eq!(ours, twins, "{name} {point}");
    }
}

/// [`compressed_format_of`] one group of the registry, short Weierstrass only: zcash's format for
/// BLS12-381's groups, arkworks' default for the others.
macro_rules! format_case {
    (Sw [$config:path] $name:ident $g:ident) => {
        compressed_format_of::<$config>(
            concat!(stringify!($name), " ", stringify!($g)),
            if stringify!($name) == "bls12_381" {
                CompressedFormat::Zcash
            } else {
                CompressedFormat::Arkworks
            },
        )
    };
    (Te $($rest:tt)*) => {};
}

/// Declares one `#[test]` per curve of the registry comparing its groups and pairing, and the
/// compressed format of its short Weierstrass groups.
macro_rules! wasm_tests {
    (
        $($name:ident $ark:ident [$($engine:ident)?] [$($g:ident $alias:ident $form:ident [$($config:tt)*])*])*
    ) => { paste::paste! { $(
        #[test]
        fn [<wasm_agrees_on_ $name>]() {
            use ark_substrate::$name as c;
            $(
                group::<
                    ec_host_primitives::$form<$ark::$($config)*>,
                    c::hooked::[<$alias Affine>]<Arkworks>,
                    c::hooked::[<$alias Affine>]<WasmArkworks>,
                    c::hooked::[<$alias Affine>]<ark_substrate::Host>,
                >(concat!(stringify!($name), " ", stringify!($g)));
            )*
            $(pairing::<$ark::$engine>(stringify!($name));)?
            $(format_case!($form [$ark::$($config)*] $name $g);)*
        }
    )* } };
}

registry_curves!(wasm_tests);

/// Bandersnatch's Edwards form is incomplete: a list with a point `P` outside the subgroup whose
/// part outside it lies at infinity, beside `−S` (`S` its part in the subgroup), makes the
/// subset sums of a batch check meet that point at infinity, and so do an MSM of such points and
/// a multiplication by `32·r + 1`. `WasmArkworks` then computes and decides as the host's code
/// does; every hook set gives the host's answer and error.
#[test]
fn bandersnatch_through_infinity() {
    use ark_ec::twisted_edwards as te;
    use ark_ed_on_bls12_381_bandersnatch::{BandersnatchConfig, EdwardsAffine, Fr};
    use ark_ff::Field;
    use ark_substrate::{ed_on_bls12_381_bandersnatch::hooked::EdwardsAffine as Hooked, Rfc163};
    use ec_host_primitives::{
        encoding,
        native::{
            self,
            batch_subgroup::{
                chunk_bits, mask_buckets_projective_while, masks, sums_of_buckets_while, BATCH_FROM,
            },
            sw_form,
        },
    };
    type H = Hooked<ark_substrate::Host>;
    type W = Hooked<WasmArkworks>;
    type R = Hooked<Rfc163>;

    let rng = &mut test_rng();
    // `S = [4]·[4⁻¹ mod r]·P` (the cofactor is 4), by the whole curve's group law.
    let quarter = Fr::from(4u8).inverse().unwrap().into_bigint(); // ok: 4 ≠ 0 mod r
    let (p, minus_s) = loop {
        let p: EdwardsAffine = outside_subgroup(rng).unwrap(); // ok: cofactor 4
        let s = sw_form::mul(&p.into_group(), quarter.as_ref());
        let s = sw_form::mul(&s, &[4]).into_affine();
        if (p.into_group() - s).z.is_zero() {
            break (p, -s);
        }
    };
    let exact = |p: &te::Projective<BandersnatchConfig>| !p.z.is_zero();

    // An MSM through infinity (`P − S` is there; adding a point of the subgroup leaves it),
    // which the Edwards arithmetic cannot follow: `Arkworks`' answer (the host's code).
    let bases = [p, minus_s, EdwardsAffine::rand(rng)];
    let ones = [Fr::one(); 3];
    assert!(native::exact::msm_while(&bases, &ones, exact).is_none());
    type A = Hooked<Arkworks>;
    let expected = <A as AffineRepr>::Group::msm(&all::<A, _>(&bases), &ones).unwrap();
    let wasm = <W as AffineRepr>::Group::msm(&all::<W, _>(&bases), &ones).unwrap();
    assert_eq!(bytes(&expected.into_affine()), bytes(&wasm.into_affine()));

    // A multiplication through infinity: `[32·r + 1]P = P` (`[r]P` is `P`'s part at infinity,
    // of order two), whose chain of doublings passes `[r]P`.
    let r = Fr::MODULUS.as_ref().to_vec();
    let mut k: Vec<u64> = (0..=r.len())
        .map(|i| r.get(i).map_or(0, |w| w << 5) | i.checked_sub(1).map_or(0, |j| r[j] >> 59))
        .collect();
    k[0] |= 1;
    assert!(native::straus::mul_while(&p.into_group(), &k, exact).is_none());
    let product = to::<W>(&p).mul_bigint(&k).into_affine();
    assert_eq!(bytes(&product), bytes(&p));

    let n = BATCH_FROM + 44;
    let scalars: Vec<Fr> = (0..n).map(|_| Fr::rand(rng)).collect();
    let scalars = bytes(&scalars);
    for pairs in [0, 1, 32] {
        let mut list: Vec<EdwardsAffine> = (0..n).map(|_| EdwardsAffine::rand(rng)).collect();
        for i in 0..pairs {
            list[2 * i + 5] = p;
            list[2 * i + 6] = minus_s;
        }
        // Such lists do take the exceptional path (the twin's arithmetic is arkworks').
        let encoded = encoding::write_list(&list);
        let c = chunk_bits(n);
        let sums = mask_buckets_projective_while(&list, &masks(&encoded, n), c, exact)
            .and_then(|buckets| sums_of_buckets_while(&buckets, c, exact));
        match pairs {
            0 => assert!(sums.is_some()),
            32 => assert!(sums.is_none()),
            _ => {}
        }

        let host = H::batch_valid(&all::<H, _>(&list));
        assert_eq!(host, pairs == 0, "pairs {pairs}");
        assert_eq!(W::batch_valid(&all::<W, _>(&list)), host, "pairs {pairs}");
        assert_eq!(R::batch_valid(&all::<R, _>(&list)), host, "pairs {pairs}");
        let bases = bytes(&list);
        let host = <H as AffineRepr>::Group::msm_encoded(&bases, &scalars)
            .map(|sum| bytes(&sum.into_affine()));
        let wasm = <W as AffineRepr>::Group::msm_encoded(&bases, &scalars)
            .map(|sum| bytes(&sum.into_affine()));
        let rfc163 = <R as AffineRepr>::Group::msm_encoded(&bases, &scalars)
            .map(|sum| bytes(&sum.into_affine()));
        assert_eq!(wasm, host, "pairs {pairs}");
        assert_eq!(rfc163, host, "pairs {pairs}");
        assert_eq!(host.is_ok(), pairs == 0, "pairs {pairs}");
    }
}
