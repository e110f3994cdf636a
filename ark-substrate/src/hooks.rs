//! The two hook sets: [`Host`] (host functions) and [`Arkworks`] (plain arkworks, in place).

use crate::{
    encoded::{msm_in_parts, prime_order, vec_body},
    groth16::{ark_groth16_verify, Groth16Error},
    models::{convert, SWHooks, SWModel, TEHooks, TEModel},
    pairing::{
        decoded_miller_loop_checking_g2, decoded_multi_pairing, decoded_pairing_check,
        plain_multi_miller_loop, G1Affine, G2Affine, PairingCurve, PairingHooks, PairingModel,
    },
    shaped::{self, TwinSubgroup, WasmShapedEngine, WasmShapedSW, WasmShapedTE},
};
use alloc::{vec, vec::Vec};
use ark_ec::{
    pairing::{MillerLoopOutput, Pairing},
    scalar_mul::{double_and_add, double_and_add_affine},
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, TECurveConfig},
    AffineRepr,
};
use ark_ff::{One, Zero};
use ark_groth16::{Proof, VerifyingKey};
use ark_serialize::{
    CanonicalDeserialize, CanonicalSerialize, Compress, SerializationError, Validate,
};
use ark_std::io::Read;
use core::marker::PhantomData;
use ec_host_primitives::{
    encoding::{self, Point},
    native::{self, GroupBackend},
    BinaryFn, Error, FunctionSet, GroupLimits, HostGroup, HostPairing, PairingLimits, Production,
    MAX_SCALAR_LIMBS,
};

/// Hooks that run plain arkworks in place (in Wasm when used by a runtime).
///
/// Use it in tests as the reference, or where host functions are not available.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arkworks;

impl<C: SWCurveConfig> SWHooks<C> for Arkworks {}

/// The twisted Edwards groups compute as the host does ([`GroupBackend`]): Bandersnatch's
/// incomplete Edwards form in its short Weierstrass form, so that results through its points at
/// infinity are the host's too.
impl<C: TECurveConfig> TEHooks<C> for Arkworks
where
    te::Affine<C>: GroupBackend<ScalarField = C::ScalarField, Group = te::Projective<C>>,
{
    fn msm(
        bases: &[te::Affine<TEModel<C, Self>>],
        scalars: &[C::ScalarField],
    ) -> Result<te::Projective<TEModel<C, Self>>, usize> {
        if bases.len() != scalars.len() {
            return Err(bases.len().min(scalars.len()));
        }
        let bases: Vec<te::Affine<C>> = bases.iter().map(convert).collect();
        Ok(convert(&<te::Affine<C> as GroupBackend>::msm(
            &bases, scalars,
        )))
    }

    fn mul_projective(
        base: &te::Projective<TEModel<C, Self>>,
        scalar: &[u64],
    ) -> te::Projective<TEModel<C, Self>> {
        convert(&native::group_mul::<te::Affine<C>>(&convert(base), scalar))
    }

    fn mul_affine(
        base: &te::Affine<TEModel<C, Self>>,
        scalar: &[u64],
    ) -> te::Projective<TEModel<C, Self>> {
        let base: te::Affine<C> = convert(base);
        convert(&native::group_mul::<te::Affine<C>>(
            &base.into_group(),
            scalar,
        ))
    }
}
impl<E: PairingCurve> PairingHooks<E> for Arkworks {}

/// Hooks that run arkworks' algorithms in place, as [`Arkworks`] does, over fields shaped for
/// Wasm: every operation converts its points to the curve's twin over
/// [`WasmFp`](crate::fields::WasmFp) ([`crate::shaped`], a copy of limbs), computes there and
/// converts back, so it returns what [`Arkworks`] returns, bit for bit.
///
/// MSMs and scalar multiplications follow the group law on the whole curve, as every hook set's
/// do: Pippenger over the integer digits (short Weierstrass), Edwards arithmetic while no
/// addition is exceptional and [`Arkworks`]' own path otherwise (twisted Edwards). The Miller
/// loop and the final exponentiation are arkworks' over the twin tower. Subgroup checks are the
/// host's endomorphism checks for the curve's family over the twin (a list of points as the
/// host's `validate_*` checks it); decompression is [`Arkworks`]'.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WasmArkworks;

/// Whether every point of a list (each on the curve) is in the prime-order subgroup, decided as
/// the host's `validate_*` decides it (`native::backend::all_in_subgroup`) but over the
/// curve's twin: point by point below `BATCH_FROM` points, else the 64 subset sums drawn from
/// `bytes` (the list's encoding, as the host function would be given it), each sum checked by the
/// twin's check. The same answer as the host's for the same bytes.
fn twin_all_in_subgroup<C: TwinSubgroup>(points: &[sw::Affine<C::Wasm>], bytes: &[u8]) -> bool {
    use native::batch_subgroup::{chunk_bits, mask_buckets_affine, masks, sums_of_buckets};
    if prime_order::<C>() {
        return true;
    }
    if points.len() < native::batch_subgroup::BATCH_FROM {
        return points.iter().all(C::twin_in_subgroup);
    }
    let c = chunk_bits(points.len());
    let buckets = mask_buckets_affine(points, &masks(bytes, points.len()), c);
    sums_of_buckets(&buckets, c).iter().all(C::twin_in_subgroup)
}

/// One part of an encoded MSM's bases, read as the host's `validate_*` reads them: each
/// `VALIDATE_LIMIT` points in turn, checked for the subgroup by `in_subgroup(points, their
/// twins, their bytes)`; their twins, or the first error as the host gives it.
fn read_twins<A: Point + GroupLimits, T>(
    bases: &[u8],
    to_twin: impl Fn(&A) -> T,
    in_subgroup: impl Fn(&[A], &[T], &[u8]) -> bool,
) -> Result<Vec<T>, Error> {
    let size = encoding::size_of::<A>();
    let mut twins = Vec::with_capacity(bases.len() / size);
    for chunk in bases.chunks(A::VALIDATE_LIMIT * size) {
        encoding::read_points_with::<A>(chunk, A::VALIDATE_LIMIT, |points| {
            let part: Vec<T> = points.iter().map(&to_twin).collect();
            let valid = in_subgroup(points, &part, chunk);
            twins.extend(part);
            valid
        })?;
    }
    Ok(twins)
}

impl<C: TwinSubgroup> SWHooks<C> for WasmArkworks
where
    sw::Affine<C>: GroupLimits,
{
    fn is_in_subgroup(point: &sw::Affine<SWModel<C, Self>>) -> bool {
        C::twin_in_subgroup(&C::to_wasm(point))
    }

    // The square root on the twin, where the twin can read the format `C` writes (arkworks'
    // default, or BLS12-381's zcash format rewritten as it): a point the twin reads, or its
    // negation (should the two formats order `y` and `−y` differently), is taken only if `C`
    // writes it back as these very bytes, so that `C` would have read the same point from them;
    // anything else is `C`'s own decompression, which gives `C`'s answer.
    fn deserialize_compressed<R: Read>(
        mut reader: R,
    ) -> Result<sw::Affine<SWModel<C, Self>>, SerializationError> {
        let mut buffer = [0u8; encoding::MAX_ELEMENT_BYTES];
        let bytes = buffer
            .get_mut(..encoding::compressed_size_of::<sw::Affine<C>>())
            .ok_or(SerializationError::InvalidData)?;
        reader.read_exact(bytes)?;
        let bytes: &[u8] = bytes;
        if let Some(point) = decompress_on_twin::<C>(bytes) {
            return Ok(convert(&point));
        }
        Ok(convert(&C::deserialize_with_mode(
            bytes,
            Compress::Yes,
            Validate::No,
        )?))
    }

    // As the host's `validate_*` decides each `VALIDATE_LIMIT` points (the `Host` and `Rfc163`
    // hooks' answer), on the twin.
    fn validate_batch(points: &[sw::Affine<SWModel<C, Self>>]) -> bool {
        points
            .chunks(<sw::Affine<C> as GroupLimits>::VALIDATE_LIMIT)
            .all(|chunk| {
                let twins: Vec<sw::Affine<C::Wasm>> = chunk.iter().map(C::to_wasm).collect();
                twins.iter().all(|point| point.is_on_curve())
                    && twin_all_in_subgroup::<C>(&twins, &encoding::write_list(chunk))
            })
    }

    // The `Host` hooks' parts, checks and errors (as `Rfc163`'s): each part's bases read, each
    // `VALIDATE_LIMIT` of them checked for the subgroup as the host's `validate_*` checks them
    // (on the twin), then its scalars, then the MSM on the twin.
    fn msm_encoded(
        bases: &[u8],
        scalars: &[u8],
    ) -> Result<sw::Projective<SWModel<C, Self>>, Error> {
        msm_in_parts::<sw::Affine<C>, _>(bases, scalars, |bases, scalars| {
            let twins = read_twins(bases, C::to_wasm, |_, twins, bytes| {
                twin_all_in_subgroup::<C>(twins, bytes)
            })?;
            let scalars = encoding::read_list::<C::ScalarField>(
                scalars,
                <sw::Affine<C> as GroupLimits>::MSM_LIMIT,
            )?;
            Ok(C::from_wasm(&C::twin_msm(&twins, &scalars)))
        })
    }

    fn msm(
        bases: &[sw::Affine<SWModel<C, Self>>],
        scalars: &[C::ScalarField],
    ) -> Result<sw::Projective<SWModel<C, Self>>, usize> {
        if bases.len() != scalars.len() {
            return Err(bases.len().min(scalars.len()));
        }
        let bases: Vec<sw::Affine<C::Wasm>> = bases.iter().map(C::to_wasm).collect();
        Ok(C::from_wasm(&C::twin_msm(&bases, scalars)))
    }

    fn mul_projective(
        base: &sw::Projective<SWModel<C, Self>>,
        scalar: &[u64],
    ) -> sw::Projective<SWModel<C, Self>> {
        C::from_wasm(&native::straus::mul(&C::to_wasm_projective(base), scalar))
    }

    fn mul_affine(
        base: &sw::Affine<SWModel<C, Self>>,
        scalar: &[u64],
    ) -> sw::Projective<SWModel<C, Self>> {
        C::from_wasm(&native::straus::mul(&C::to_wasm(base).into_group(), scalar))
    }
}

/// The point `C`'s compressed `bytes` encode, its square root taken on the twin, if the twin
/// reads `C`'s format and `C` writes the point back as `bytes`; `None` otherwise.
fn decompress_on_twin<C: TwinSubgroup>(bytes: &[u8]) -> Option<sw::Affine<C>> {
    let format = shaped::compressed_format::<C>()?;
    let mut twins = [0u8; encoding::MAX_ELEMENT_BYTES];
    let twins = twins.get_mut(..bytes.len())?;
    twins.copy_from_slice(bytes);
    if !format.to_arkworks(twins) {
        return None;
    }
    let twin =
        sw::Affine::<C::Wasm>::deserialize_with_mode(&twins[..], Compress::Yes, Validate::No)
            .ok()?;
    let point: sw::Affine<C> = C::from_wasm(&twin.into_group()).into();
    let mut written = [0u8; encoding::MAX_ELEMENT_BYTES];
    let written = written.get_mut(..bytes.len())?;
    [point, -point].into_iter().find(|candidate| {
        candidate.serialize_compressed(&mut written[..]).is_ok() && written == bytes
    })
}

/// Whether a point of a twisted Edwards twin (on the curve) is in the prime-order subgroup: the
/// host's check (`native::subgroup::edwards`: two quadratic characters on Bandersnatch, `[r]P`
/// by wNAF elsewhere), over the twin.
fn twin_te_in_subgroup<C: WasmShapedTE>(twin: &te::Affine<C::Wasm>) -> bool {
    native::subgroup::edwards(twin)
}

/// [`twin_all_in_subgroup`] for a twisted Edwards group: the host's decision
/// (`native::backend::all_in_subgroup`) for the same `bytes`, over the twin. The subset sums
/// are added in Edwards coordinates while no addition is exceptional (always on JubJub and
/// Ed-on-BLS12-377, whose forms are complete, and for points of the subgroup); at the first
/// exceptional one (Bandersnatch's incomplete form, only with points outside the subgroup),
/// the host's own code decides over `points`, as [`Arkworks`] would.
fn twin_te_all_in_subgroup<C: WasmShapedTE>(
    points: &[te::Affine<C>],
    twins: &[te::Affine<C::Wasm>],
    bytes: &[u8],
) -> bool
where
    te::Affine<C>: GroupBackend,
{
    use native::batch_subgroup::{
        chunk_bits, mask_buckets_projective_while, masks, sums_of_buckets_while,
    };
    if prime_order::<C>() {
        return true;
    }
    if twins.len() < native::batch_subgroup::BATCH_FROM {
        return twins.iter().all(twin_te_in_subgroup::<C>);
    }
    // `Z = 0` marks an exceptional addition (see `native::sw_form`).
    let exact = |sum: &te::Projective<C::Wasm>| !sum.z.is_zero();
    let c = chunk_bits(twins.len());
    mask_buckets_projective_while(twins, &masks(bytes, twins.len()), c, exact)
        .and_then(|buckets| sums_of_buckets_while(&buckets, c, exact))
        .map_or_else(
            || native::backend::all_in_subgroup(points, bytes),
            |sums| sums.iter().all(twin_te_in_subgroup::<C>),
        )
}

/// `Σ scalars[i]·twins[i]` for lists of equal length, under the group law of the whole curve:
/// on the twin in Edwards coordinates while no addition is exceptional, otherwise by
/// [`Arkworks`]' path (the host's code) on the same points.
fn twin_te_msm<C: WasmShapedTE>(
    twins: &[te::Affine<C::Wasm>],
    scalars: &[C::ScalarField],
) -> te::Projective<C>
where
    te::Affine<C>: GroupBackend<ScalarField = C::ScalarField, Group = te::Projective<C>>,
{
    native::exact::msm_while(twins, scalars, |p| !p.z.is_zero()).map_or_else(
        || {
            let bases: Vec<te::Projective<C>> = twins
                .iter()
                .map(|twin| C::from_wasm(&twin.into_group()))
                .collect();
            <te::Affine<C> as GroupBackend>::msm(
                &ark_ec::CurveGroup::normalize_batch(&bases),
                scalars,
            )
        },
        |sum| C::from_wasm(&sum),
    )
}

impl<C: WasmShapedTE> TEHooks<C> for WasmArkworks
where
    te::Affine<C>: GroupBackend<ScalarField = C::ScalarField, Group = te::Projective<C>>,
{
    fn msm(
        bases: &[te::Affine<TEModel<C, Self>>],
        scalars: &[C::ScalarField],
    ) -> Result<te::Projective<TEModel<C, Self>>, usize> {
        if bases.len() != scalars.len() {
            return Err(bases.len().min(scalars.len()));
        }
        let twins: Vec<te::Affine<C::Wasm>> = bases.iter().map(C::to_wasm).collect();
        Ok(convert(&twin_te_msm::<C>(&twins, scalars)))
    }

    fn mul_projective(
        base: &te::Projective<TEModel<C, Self>>,
        scalar: &[u64],
    ) -> te::Projective<TEModel<C, Self>> {
        let twin = C::to_wasm_projective(base);
        match native::straus::mul_while(&twin, scalar, |p| !p.z.is_zero()) {
            Some(product) => C::from_wasm(&product),
            None => convert(&<Arkworks as TEHooks<C>>::mul_projective(
                &convert(base),
                scalar,
            )),
        }
    }

    fn mul_affine(
        base: &te::Affine<TEModel<C, Self>>,
        scalar: &[u64],
    ) -> te::Projective<TEModel<C, Self>> {
        <Self as TEHooks<C>>::mul_projective(&base.into_group(), scalar)
    }

    fn is_in_subgroup(point: &te::Affine<TEModel<C, Self>>) -> bool {
        twin_te_in_subgroup::<C>(&C::to_wasm(point))
    }

    // As the host's `validate_*` decides each `VALIDATE_LIMIT` points (the `Host` and `Rfc163`
    // hooks' answer), on the twin.
    fn validate_batch(points: &[te::Affine<TEModel<C, Self>>]) -> bool {
        points
            .chunks(<te::Affine<C> as GroupLimits>::VALIDATE_LIMIT)
            .all(|chunk| {
                let plain: Vec<te::Affine<C>> = chunk.iter().map(convert).collect();
                let twins: Vec<te::Affine<C::Wasm>> = plain.iter().map(C::to_wasm).collect();
                twins.iter().all(|point| point.is_on_curve())
                    && twin_te_all_in_subgroup::<C>(&plain, &twins, &encoding::write_list(chunk))
            })
    }

    // The `Host` hooks' parts, checks and errors, as for the short Weierstrass groups above.
    fn msm_encoded(
        bases: &[u8],
        scalars: &[u8],
    ) -> Result<te::Projective<TEModel<C, Self>>, Error> {
        msm_in_parts::<te::Affine<C>, _>(bases, scalars, |bases, scalars| {
            let twins = read_twins(bases, C::to_wasm, twin_te_all_in_subgroup::<C>)?;
            let scalars = encoding::read_list::<C::ScalarField>(
                scalars,
                <te::Affine<C> as GroupLimits>::MSM_LIMIT,
            )?;
            Ok(convert(&twin_te_msm::<C>(&twins, &scalars)))
        })
    }
}

impl<E: WasmShapedEngine> PairingHooks<E> for WasmArkworks
where
    Self: SWHooks<E::G1Config> + SWHooks<E::G2Config>,
    E::G1Config: TwinSubgroup,
{
    const SHAPED_FIELDS: bool = true;

    const MILLER_LOOP_CHECKS_G2: bool = E::MILLER_LOOP_CHECKS_G2;

    fn multi_miller_loop_checking_g2(
        g1: &[G1Affine<E, Self>],
        g2: &[G2Affine<E, Self>],
    ) -> Option<(E::TargetField, Vec<Option<bool>>)> {
        E::tower_multi_miller_loop_checking_g2(g1, g2)
    }

    // On the twin by the endomorphism: Groth16's points are in the subgroup, where it is exact.
    fn g1_msm_in_subgroup(
        bases: &[G1Affine<E, Self>],
        scalars: &[E::ScalarField],
    ) -> sw::Projective<SWModel<E::G1Config, Self>> {
        type G1<E> = <E as PairingCurve>::G1Config;
        let twins: Vec<_> = bases.iter().map(<G1<E> as WasmShapedSW>::to_wasm).collect();
        <G1<E> as WasmShapedSW>::from_wasm(&G1::<E>::twin_msm_in_subgroup(&twins, scalars))
    }

    fn g1_mul_in_subgroup(
        base: &G1Affine<E, Self>,
        scalar: &E::ScalarField,
    ) -> sw::Projective<SWModel<E::G1Config, Self>> {
        type G1<E> = <E as PairingCurve>::G1Config;
        <G1<E> as WasmShapedSW>::from_wasm(&G1::<E>::twin_mul_in_subgroup(
            &<G1<E> as WasmShapedSW>::to_wasm(base),
            scalar,
        ))
    }

    fn multi_miller_loop(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> E::TargetField {
        if let Some(f) = E::tower_multi_miller_loop(g1, g2) {
            return f;
        }
        let g1: Vec<<E::Wasm as Pairing>::G1Affine> = g1.iter().map(E::g1_to_wasm).collect();
        let g2: Vec<<E::Wasm as Pairing>::G2Affine> = g2.iter().map(E::g2_to_wasm).collect();
        E::target_from_wasm(plain_multi_miller_loop::<E::Wasm>(&g1, &g2))
    }

    fn final_exponentiation(f: E::TargetField) -> Option<E::TargetField> {
        // Zero has none (arkworks' BW6 engine would panic on it).
        if f.is_zero() {
            return None;
        }
        if let Some(result) = E::tower_final_exponentiation(&f) {
            return result;
        }
        <E::Wasm as Pairing>::final_exponentiation(MillerLoopOutput(E::target_to_wasm(f)))
            .map(|output| E::target_from_wasm(output.0))
    }

    // Where the curve has the tower, its Miller loop computes `[|x|]Q` for every G2 point `Q`
    // it pairs, which is the multiplication the G2 check would otherwise make (on BN254 the
    // walk that prepares `Q`'s lines ends at `[6x+2]Q + ψ(Q) − ψ²(Q)`, which decides it too):
    // the points are read and checked as the default reads them, and their G2 checks come from
    // the loop.
    fn multi_pairing_encoded(g1: &[u8], g2: &[u8]) -> Result<E::TargetField, Error> {
        let f = decoded_miller_loop_checking_g2::<E, Self>(
            g1,
            g2,
            E::tower_multi_miller_loop_checking_g2,
        )?;
        <Self as PairingHooks<E>>::final_exponentiation(f).ok_or(Error::NotInvertible)
    }

    fn pairing_check_encoded(g1: &[u8], g2: &[u8]) -> Result<bool, Error> {
        let f = decoded_miller_loop_checking_g2::<E, Self>(
            g1,
            g2,
            E::tower_multi_miller_loop_checking_g2,
        )?;
        Ok(<Self as PairingHooks<E>>::final_exponentiation(f).is_some_and(|f| f.is_one()))
    }

    fn groth16_verify(
        vk: &VerifyingKey<PairingModel<E, Self>>,
        proof: &Proof<PairingModel<E, Self>>,
        inputs: &[E::ScalarField],
    ) -> Result<bool, Groth16Error> {
        // ark-groth16 over the model's own types, whose pairing and MSM are these hooks'.
        ark_groth16_verify(vk, proof, inputs)
    }
}

/// Hooks that call the `elliptic_curves` host functions.
///
/// The arguments are points and scalars of valid arkworks types, which the host accepts; a host
/// error here means the runtime and the host disagree (e.g. a point made with `new_unchecked`
/// that is not on the curve), and the runtime traps with that error.
///
/// `F` picks the function set: [`Production`] (the default), the `elliptic_curves` functions;
/// any other set bound to the curve's types with `HostGroup<F>`/`HostPairing<F>` works too (the
/// benchmarks' decode-only twins, `ec_bench_host::DecodeOnly`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Host<F = Production>(PhantomData<fn() -> F>);

/// Calls a host function that writes a `T`, and decodes the result without curve checks.
fn call<T: CanonicalSerialize + CanonicalDeserialize + Default>(
    function: BinaryFn,
    a: &[u8],
    b: &[u8],
) -> T {
    let mut out = vec![0u8; encoding::size_of::<T>()];
    function(a, b, &mut out)
        .and_then(|()| encoding::read(&out))
        .unwrap_or_else(trap)
}

/// Ends the runtime call on a host error.
///
/// The hooks pass valid arkworks values and their signatures are infallible: an error means the
/// runtime and the host disagree, and trapping is the only honest answer.
fn trap<T>(error: Error) -> T {
    panic!("elliptic_curves host call failed: {error}") // ok: see above
}

/// The scalar in the host's encoding, or `None` if it is too long for one host call.
fn host_scalar(scalar: &[u64]) -> Option<Vec<u8>> {
    let scalar = encoding::trim_scalar(scalar);
    (scalar.len() <= MAX_SCALAR_LIMBS).then(|| encoding::write_scalar(scalar))
}

/// The point bytes of encoded G1 and G2 lists of the same length; `None` for more pairs than
/// one host call takes (those are decoded in the runtime instead).
#[allow(clippy::type_complexity)]
fn pair_bodies<'a, E: PairingCurve + PairingLimits>(
    g1: &'a [u8],
    g2: &'a [u8],
) -> Result<Option<(&'a [u8], &'a [u8])>, Error> {
    let (n, g1) = vec_body(g1, encoding::size_of::<E::G1Affine>())?;
    let (m, g2) = vec_body(g2, encoding::size_of::<E::G2Affine>())?;
    if n != m {
        return Err(Error::LengthMismatch);
    }
    Ok((n <= E::PAIRS_LIMIT).then_some((g1, g2)))
}

/// The `Host` implementation of one curve form: the same calls for SW and TE.
macro_rules! host_hooks {
    ($Hooks:ident, $Config:ident, $Model:ident, $form:ident) => {
        impl<C: $Config, F: FunctionSet> $Hooks<C> for Host<F>
        where
            $form::Affine<C>: HostGroup<F>,
        {
            fn msm(
                bases: &[$form::Affine<$Model<C, Self>>],
                scalars: &[C::ScalarField],
            ) -> Result<$form::Projective<$Model<C, Self>>, usize> {
                if bases.len() != scalars.len() {
                    return Err(bases.len().min(scalars.len()));
                }
                // The host bounds one call; larger MSMs are split and summed here.
                let limit = <$form::Affine<C> as GroupLimits>::MSM_LIMIT;
                let mut sum = $form::Projective::zero();
                for (bases, scalars) in bases.chunks(limit).zip(scalars.chunks(limit)) {
                    let part: $form::Affine<$Model<C, Self>> = call(
                        <$form::Affine<C> as HostGroup<F>>::MSM,
                        &encoding::write_list(bases),
                        &encoding::write_list(scalars),
                    );
                    sum += part;
                }
                Ok(sum)
            }

            fn mul_projective(
                base: &$form::Projective<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let Some(scalar) = host_scalar(scalar) else {
                    // Longer than any arkworks scalar: plain double-and-add, as the host does.
                    return double_and_add(base, scalar);
                };
                let mut encoded =
                    Vec::with_capacity(encoding::projective_size::<$form::Affine<C>>());
                <$form::Affine<$Model<C, Self>> as Point>::write_projective(base, &mut encoded);
                let result: $form::Affine<$Model<C, Self>> = call(
                    <$form::Affine<C> as HostGroup<F>>::MUL_PROJECTIVE,
                    &encoded,
                    &scalar,
                );
                result.into_group()
            }

            fn mul_affine(
                base: &$form::Affine<$Model<C, Self>>,
                scalar: &[u64],
            ) -> $form::Projective<$Model<C, Self>> {
                let Some(scalar) = host_scalar(scalar) else {
                    return double_and_add_affine(base, scalar);
                };
                let mut encoded = Vec::new();
                encoding::write(base, &mut encoded);
                let result: $form::Affine<$Model<C, Self>> = call(
                    <$form::Affine<C> as HostGroup<F>>::MUL_AFFINE,
                    &encoded,
                    &scalar,
                );
                result.into_group()
            }

            fn is_in_subgroup(point: &$form::Affine<$Model<C, Self>>) -> bool {
                Self::validate_batch(core::slice::from_ref(point))
            }

            fn msm_encoded(
                bases: &[u8],
                scalars: &[u8],
            ) -> Result<$form::Projective<$Model<C, Self>>, Error> {
                let base_size = encoding::size_of::<$form::Affine<C>>();
                let validate_limit = <$form::Affine<C> as GroupLimits>::VALIDATE_LIMIT;
                let mut out = vec![0u8; base_size];
                // The host bounds one call; larger MSMs are split and summed here.
                msm_in_parts::<$form::Affine<C>, _>(bases, scalars, |bases, scalars| {
                    // The MSM checks that the bases are on the curve; the subgroup needs a
                    // check of its own unless it is the whole curve.
                    if !prime_order::<C>() {
                        for chunk in bases.chunks(validate_limit * base_size) {
                            (<$form::Affine<C> as HostGroup<F>>::VALIDATE)(chunk)?;
                        }
                    }
                    (<$form::Affine<C> as HostGroup<F>>::MSM)(bases, scalars, &mut out)?;
                    let part: $form::Affine<$Model<C, Self>> = encoding::read(&out)?;
                    Ok(part.into_group())
                })
            }

            fn deserialize_compressed<R: Read>(
                mut reader: R,
            ) -> Result<$form::Affine<$Model<C, Self>>, SerializationError> {
                let mut compressed = [0u8; encoding::MAX_ELEMENT_BYTES];
                let compressed = compressed
                    .get_mut(..encoding::compressed_size_of::<$form::Affine<C>>())
                    .ok_or(SerializationError::InvalidData)?;
                reader.read_exact(compressed)?;
                let mut out = [0u8; encoding::MAX_ELEMENT_BYTES];
                let out = out
                    .get_mut(..encoding::size_of::<$form::Affine<C>>())
                    .ok_or(SerializationError::InvalidData)?;
                match (<$form::Affine<C> as HostGroup<F>>::DECOMPRESS)(compressed, out) {
                    // The host's output is the canonical encoding of a point on the curve.
                    Ok(()) => Ok(convert(&$form::Affine::<C>::deserialize_with_mode(
                        &*out,
                        Compress::No,
                        Validate::No,
                    )?)),
                    // The host accepts only the one encoding of each point; arkworks also takes
                    // some others (an infinity flag beside other bits): it decides on those, so
                    // that these hooks accept exactly what arkworks accepts.
                    Err(Error::InvalidEncoding) => Ok(convert(&C::deserialize_with_mode(
                        &*compressed,
                        Compress::Yes,
                        Validate::No,
                    )?)),
                    Err(error) => trap(error),
                }
            }

            fn validate_batch(points: &[$form::Affine<$Model<C, Self>>]) -> bool {
                // One call per `VALIDATE_LIMIT` points; the host checks encoding, curve and
                // subgroup.
                points
                    .chunks(<$form::Affine<C> as GroupLimits>::VALIDATE_LIMIT)
                    .all(|chunk| {
                        (<$form::Affine<C> as HostGroup<F>>::VALIDATE)(&encoding::write_list(chunk))
                            .is_ok()
                    })
            }
        }
    };
}

host_hooks!(SWHooks, SWCurveConfig, SWModel, sw);
host_hooks!(TEHooks, TECurveConfig, TEModel, te);

impl<E, F: FunctionSet> PairingHooks<E> for Host<F>
where
    E: PairingCurve + HostPairing<F>,
    sw::Affine<E::G1Config>: HostGroup<F>,
    sw::Affine<E::G2Config>: HostGroup<F>,
{
    // What stays in the runtime (BLS signatures' hash to curve) is faster there over them;
    // natively arkworks' own fields are (64-bit limbs).
    const SHAPED_FIELDS: bool = cfg!(target_family = "wasm");

    fn multi_miller_loop(g1: &[G1Affine<E, Self>], g2: &[G2Affine<E, Self>]) -> E::TargetField {
        // The host bounds one call; longer products are split and multiplied here.
        g1.chunks(E::PAIRS_LIMIT)
            .zip(g2.chunks(E::PAIRS_LIMIT))
            .map(|(g1, g2)| {
                call::<E::TargetField>(
                    <E as HostPairing<F>>::MULTI_MILLER_LOOP,
                    &encoding::write_list(g1),
                    &encoding::write_list(g2),
                )
            })
            .product()
    }

    fn final_exponentiation(f: E::TargetField) -> Option<E::TargetField> {
        if f.is_zero() {
            return None;
        }
        let mut encoded = Vec::new();
        encoding::write(&f, &mut encoded);
        let mut out = vec![0u8; encoded.len()];
        (<E as HostPairing<F>>::FINAL_EXPONENTIATION)(&encoded, &mut out)
            .and_then(|()| encoding::read(&out))
            .map(Some)
            .unwrap_or_else(trap)
    }

    fn groth16_verify(
        vk: &VerifyingKey<PairingModel<E, Self>>,
        proof: &Proof<PairingModel<E, Self>>,
        inputs: &[E::ScalarField],
    ) -> Result<bool, Groth16Error> {
        if vk.gamma_abc_g1.len() != inputs.len() + 1 {
            return Err(Groth16Error::WrongInputCount);
        }
        if inputs.len() > E::GROTH16_INPUTS_LIMIT {
            // More inputs than one host call takes: ark-groth16 over the host types.
            return ark_groth16_verify(vk, proof, inputs);
        }
        let mut key = Vec::new();
        encoding::write(&vk.alpha_g1, &mut key);
        encoding::write(&vk.beta_g2, &mut key);
        encoding::write(&vk.gamma_g2, &mut key);
        encoding::write(&vk.delta_g2, &mut key);
        key.extend(encoding::write_list(&vk.gamma_abc_g1));
        let mut encoded_proof = Vec::new();
        encoding::write(&proof.a, &mut encoded_proof);
        encoding::write(&proof.b, &mut encoded_proof);
        encoding::write(&proof.c, &mut encoded_proof);
        let mut holds = [0u8];
        match (<E as HostPairing<F>>::GROTH16_VERIFY)(
            &key,
            &encoded_proof,
            &encoding::write_list(inputs),
            &mut holds,
        ) {
            Ok(()) => Ok(holds == [1]),
            Err(Error::InvalidEncoding | Error::NotOnCurve | Error::NotInSubgroup) => {
                Err(Groth16Error::InvalidPoint)
            }
            Err(error) => trap(error),
        }
    }

    /// One `groth16_verify_prepared` host call: the arguments are already the host's bytes.
    fn groth16_verify_prepared(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        let mut holds = [0u8];
        (<E as HostPairing<F>>::GROTH16_VERIFY_PREPARED)(key, proofs, inputs, &mut holds)?;
        Ok(holds == [1])
    }

    /// The same host call: the host checks the key's points natively, where it costs little.
    fn groth16_verify_registered(key: &[u8], proofs: &[u8], inputs: &[u8]) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        <Self as PairingHooks<E>>::groth16_verify_prepared(key, proofs, inputs)
    }

    /// One `groth16_verify_prepared_and_check` host call.
    fn groth16_verify_prepared_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        let mut holds = [0u8];
        (<E as HostPairing<F>>::GROTH16_VERIFY_PREPARED_AND_CHECK)(
            key, proofs, inputs, g1, g2, &mut holds,
        )?;
        Ok(holds == [1])
    }

    /// The same host call, which checks every point natively.
    fn groth16_verify_registered_and_check(
        key: &[u8],
        proofs: &[u8],
        inputs: &[u8],
        g1: &[u8],
        g2: &[u8],
    ) -> Result<bool, Error>
    where
        E: PairingLimits,
    {
        <Self as PairingHooks<E>>::groth16_verify_prepared_and_check(key, proofs, inputs, g1, g2)
    }

    /// The host call checks every point natively.
    fn registered_and_check_checks_every_point() -> bool {
        true
    }

    fn multi_pairing_encoded(g1: &[u8], g2: &[u8]) -> Result<E::TargetField, Error> {
        let Some((g1_bytes, g2_bytes)) = pair_bodies::<E>(g1, g2)? else {
            return decoded_multi_pairing::<E, Self>(g1, g2);
        };
        // The Miller loop checks that the points are on their curves; the subgroups are
        // checked first, where they are not the whole curve. The G1 list is checked whenever
        // the G2 list is, even where its curve is its subgroup (BN254), so that a G1 point that
        // does not read is the error before a G2 point outside its subgroup, as in every other
        // hook set and in the host's `pairing_check`.
        let check_g2 = !prime_order::<E::G2Config>();
        if check_g2 || !prime_order::<E::G1Config>() {
            (<sw::Affine<E::G1Config> as HostGroup<F>>::VALIDATE)(g1_bytes)?;
        }
        if check_g2 {
            (<sw::Affine<E::G2Config> as HostGroup<F>>::VALIDATE)(g2_bytes)?;
        }
        // The loop's output goes back to the host as it came, without decoding it here.
        let mut f = vec![0u8; encoding::size_of::<E::TargetField>()];
        (<E as HostPairing<F>>::MULTI_MILLER_LOOP)(g1_bytes, g2_bytes, &mut f)?;
        let mut out = vec![0u8; f.len()];
        (<E as HostPairing<F>>::FINAL_EXPONENTIATION)(&f, &mut out)?;
        encoding::read(&out)
    }

    fn pairing_check_encoded(g1: &[u8], g2: &[u8]) -> Result<bool, Error> {
        let Some((g1_bytes, g2_bytes)) = pair_bodies::<E>(g1, g2)? else {
            return decoded_pairing_check::<E, Self>(g1, g2);
        };
        // One call that checks every point (curve and subgroup) and the product.
        let mut holds = [0u8];
        (<E as HostPairing<F>>::PAIRING_CHECK)(g1_bytes, g2_bytes, &mut holds)?;
        Ok(holds == [1])
    }

    // `pairing_check` keeps the default, Miller loop then final exponentiation, not the fused
    // host function: that one re-checks every point's subgroup, which typed points have passed
    // already, and costs more than the extra crossing (measured in docs/benchmarks).
}
