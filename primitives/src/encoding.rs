//! The byte layout of host-function arguments, shared by the host and the runtime so that both
//! sides read and write exactly the same bytes.
//!
//! Everything is arkworks `CanonicalSerialize` in uncompressed form (little-endian field
//! elements); lists are plain concatenations without a length prefix. See
//! `docs/host-functions.md` for the byte-for-byte description.

use crate::error::Error;
use alloc::vec::Vec;
use ark_ec::{
    scalar_mul::{double_and_add, double_and_add_affine},
    short_weierstrass::{self as sw, SWCurveConfig},
    twisted_edwards::{self as te, TECurveConfig},
    AffineRepr, CurveGroup,
};
use ark_ff::{BigInteger, Field, PrimeField, Zero};
use ark_serialize::{CanonicalDeserialize, CanonicalSerialize, Compress, Validate};

/// An affine point type the host functions accept: short Weierstrass or twisted Edwards.
///
/// Implemented for every arkworks `Affine<C>`, so the same code encodes the runtime's hooked
/// types and decodes the host's plain arkworks types.
pub trait Point: AffineRepr {
    /// Number of coordinates in the projective encoding (3 for Jacobian, 4 for extended).
    const PROJECTIVE_COORDS: usize;

    /// Whether the point satisfies the curve equation.
    fn is_on_curve(&self) -> bool;

    /// Whether the point, assumed on the curve, is in the prime-order subgroup.
    fn is_in_subgroup(&self) -> bool;

    /// Scalar multiplication of a projective point by a little-endian scalar: the curve's own
    /// `mul_projective` for scalars of at most the scalar field's limb count, plain
    /// double-and-add for longer ones (arkworks' GLV implementations panic on those).
    fn mul_projective(base: &Self::Group, scalar: &[u64]) -> Self::Group;

    /// Scalar multiplication of an affine point, with the same rule as [`Point::mul_projective`].
    fn mul_affine(&self, scalar: &[u64]) -> Self::Group;

    /// Writes the raw projective coordinates, so that no inversion is needed on either side.
    fn write_projective(point: &Self::Group, out: &mut Vec<u8>);

    /// Reads raw projective coordinates and checks that they describe a point on the curve.
    fn read_projective(bytes: &[u8]) -> Result<Self::Group, Error>;

    /// Whether the curve's cofactor is one: every point on it is in the prime-order subgroup.
    fn cofactor_is_one() -> bool;

    /// The affine form of a projective point; `None` if it has none (a twisted Edwards point at
    /// infinity, `Z = 0`, which only bases outside the subgroup of an incomplete curve reach).
    fn checked_affine(point: &Self::Group) -> Option<Self>;
}

/// Whether a little-endian integer is one.
fn is_one(limbs: &[u64]) -> bool {
    trim_scalar(limbs) == [1]
}

/// Size in bytes of `T` in the uncompressed encoding.
pub fn size_of<T: CanonicalSerialize + Default>() -> usize {
    T::default().uncompressed_size()
}

/// Size in bytes of a point's raw projective encoding.
pub fn projective_size<A: Point>() -> usize {
    A::PROJECTIVE_COORDS * size_of::<A::BaseField>()
}

/// Appends the uncompressed encoding of `value`.
pub fn write<T: CanonicalSerialize>(value: &T, out: &mut Vec<u8>) {
    value.serialize_uncompressed(out).expect("into a Vec"); // ok: a Vec grows as needed, and arkworks' serializers fail only when their writer does
}

/// Encodes a list as the concatenation of its elements' uncompressed encodings.
pub fn write_list<T: CanonicalSerialize>(items: &[T]) -> Vec<u8> {
    let mut out =
        Vec::with_capacity(items.first().map_or(0, |i| i.uncompressed_size()) * items.len());
    items.iter().for_each(|item| write(item, &mut out));
    out
}

/// Writes `value` into `out`, which must have exactly its encoded length.
pub fn write_exact<T: CanonicalSerialize>(value: &T, out: &mut [u8]) -> Result<(), Error> {
    if value.uncompressed_size() != out.len() {
        return Err(Error::OutputLength);
    }
    value
        .serialize_uncompressed(out)
        .map_err(|_| Error::OutputLength)
}

/// Longest single element the host functions read: a BLS12 or BW6 target-field element.
pub const MAX_ELEMENT_BYTES: usize = 576;

/// Reads one value from exactly `bytes`, with no curve checks.
///
/// Only the canonical encoding is accepted: the value is written again and must give back
/// exactly `bytes` (one byte string per value), so unused flag bits, flags that contradict the
/// coordinates, non-zero coordinates beside the infinity flag and field elements `>=` their
/// modulus are all [`Error::InvalidEncoding`].
pub fn read<T: CanonicalDeserialize + CanonicalSerialize + Default>(
    bytes: &[u8],
) -> Result<T, Error> {
    read_canonical(bytes, Compress::No)
}

/// [`read`] in either of arkworks' encodings: the value read from exactly `bytes`, written again
/// in the same encoding, must give back `bytes`.
fn read_canonical<T: CanonicalDeserialize + CanonicalSerialize + Default>(
    bytes: &[u8],
    compress: Compress,
) -> Result<T, Error> {
    if bytes.len() != T::default().serialized_size(compress) {
        return Err(Error::LengthMismatch);
    }
    let value = T::deserialize_with_mode(bytes, compress, Validate::No)
        .map_err(|_| Error::InvalidEncoding)?;
    let mut again = [0u8; MAX_ELEMENT_BYTES];
    let again = again.get_mut(..bytes.len()).ok_or(Error::LengthMismatch)?;
    value
        .serialize_with_mode(&mut *again, compress)
        .map_err(|_| Error::InvalidEncoding)?;
    if again != bytes {
        return Err(Error::InvalidEncoding);
    }
    Ok(value)
}

/// Size in bytes of `T` in the compressed encoding.
pub fn compressed_size_of<T: CanonicalSerialize + Default>() -> usize {
    T::default().compressed_size()
}

/// Reads one point from exactly `bytes` in arkworks' **compressed** encoding (only
/// `groth16_verify_prepared`'s proofs use it), and checks that it is on the curve.
///
/// As [`read`], only the canonical encoding is accepted: the point is compressed again and must
/// give back exactly `bytes`. Bytes whose `x` is not the abscissa of a curve point are
/// [`Error::InvalidEncoding`], like every other byte string that encodes no point.
pub fn read_compressed_point<A: Point + Default>(bytes: &[u8]) -> Result<A, Error> {
    let point: A = read_canonical(bytes, Compress::Yes)?;
    // Decompression solves the curve equation for `y`; checked anyway, as every reader does.
    if !point.is_on_curve() {
        return Err(Error::NotOnCurve);
    }
    Ok(point)
}

/// Number of `size`-byte elements in `bytes`, at most `max`.
pub fn count(bytes: &[u8], size: usize, max: usize) -> Result<usize, Error> {
    if size == 0 || !bytes.len().is_multiple_of(size) {
        return Err(Error::LengthMismatch);
    }
    let n = bytes.len() / size;
    if n > max {
        return Err(Error::TooManyElements);
    }
    Ok(n)
}

/// Reads a list of at most `max` values of type `T` (field elements, no curve checks).
pub fn read_list<T: CanonicalDeserialize + CanonicalSerialize + Default>(
    bytes: &[u8],
    max: usize,
) -> Result<Vec<T>, Error> {
    let size = size_of::<T>();
    count(bytes, size, max)?;
    bytes.chunks_exact(size).map(read).collect()
}

/// Reads a list of at most `max` points, each canonical and on the curve, in order, up to the
/// first that is not; then `in_subgroup` decides on the points read before it. The error is the
/// one reading and checking point by point would give: `NotInSubgroup` if `in_subgroup` rejects
/// the points read, else the first point's failure. (The host checks with its own backend, see
/// `native::read_points`; ark-substrate's in-place reading with a model's hooks.)
pub fn read_points_with<A: Point>(
    bytes: &[u8],
    max: usize,
    in_subgroup: impl FnOnce(&[A]) -> bool,
) -> Result<Vec<A>, Error> {
    let size = size_of::<A>();
    let n = count(bytes, size, max)?;
    let mut points = Vec::with_capacity(n);
    let mut failure = None;
    for chunk in bytes.chunks_exact(size) {
        match read_point::<A>(chunk) {
            Ok(point) => points.push(point),
            Err(error) => {
                failure = Some(error);
                break;
            }
        }
    }
    if !in_subgroup(&points) {
        return Err(Error::NotInSubgroup);
    }
    failure.map_or(Ok(points), Err)
}

/// Reads one point and checks that it is on the curve (subgroup checks are the caller's: the
/// host runs them with its own backend, see `native::GroupBackend`).
pub fn read_point<A: Point>(bytes: &[u8]) -> Result<A, Error> {
    let point: A = read(bytes)?;
    if !point.is_on_curve() {
        return Err(Error::NotOnCurve);
    }
    Ok(point)
}

/// Reads a little-endian scalar of whole 64-bit limbs, at most [`crate::limits::MAX_SCALAR_LIMBS`].
pub fn read_scalar(bytes: &[u8]) -> Result<Vec<u64>, Error> {
    if !bytes.len().is_multiple_of(8) {
        return Err(Error::LengthMismatch);
    }
    if bytes.len() / 8 > crate::limits::MAX_SCALAR_LIMBS {
        return Err(Error::ScalarTooLarge);
    }
    Ok(bytes
        .chunks_exact(8)
        .map(|limb| {
            u64::from_le_bytes([
                limb[0], limb[1], limb[2], limb[3], limb[4], limb[5], limb[6], limb[7],
            ])
        })
        .collect())
}

/// Encodes a little-endian scalar of 64-bit limbs.
pub fn write_scalar(scalar: &[u64]) -> Vec<u8> {
    scalar.iter().flat_map(|limb| limb.to_le_bytes()).collect()
}

/// The scalar without its high zero limbs.
pub fn trim_scalar(scalar: &[u64]) -> &[u64] {
    let len = scalar
        .iter()
        .rposition(|limb| *limb != 0)
        .map_or(0, |i| i + 1);
    &scalar[..len] // ok: len <= scalar.len()
}

/// The trimmed scalar, if it has at most as many limbs as `F`'s integers.
fn fits_scalar_field<F: PrimeField>(scalar: &[u64]) -> Option<&[u64]> {
    let scalar = trim_scalar(scalar);
    (scalar.len() <= F::BigInt::NUM_LIMBS).then_some(scalar)
}

/// Reads `N` consecutive base-field elements of a projective encoding.
fn read_coords<F: Field, const N: usize>(bytes: &[u8]) -> Result<[F; N], Error> {
    let size = size_of::<F>();
    if bytes.len() != N * size {
        return Err(Error::LengthMismatch);
    }
    let mut coords = [F::zero(); N];
    for (coord, chunk) in coords.iter_mut().zip(bytes.chunks_exact(size)) {
        *coord = read(chunk)?;
    }
    Ok(coords)
}

impl<C: SWCurveConfig> Point for sw::Affine<C> {
    const PROJECTIVE_COORDS: usize = 3;

    fn is_on_curve(&self) -> bool {
        sw::Affine::is_on_curve(self)
    }

    fn is_in_subgroup(&self) -> bool {
        self.is_in_correct_subgroup_assuming_on_curve()
    }

    fn mul_projective(base: &sw::Projective<C>, scalar: &[u64]) -> sw::Projective<C> {
        match fits_scalar_field::<C::ScalarField>(scalar) {
            Some(scalar) => C::mul_projective(base, scalar),
            None => double_and_add(base, scalar),
        }
    }

    fn mul_affine(&self, scalar: &[u64]) -> sw::Projective<C> {
        match fits_scalar_field::<C::ScalarField>(scalar) {
            Some(scalar) => C::mul_affine(self, scalar),
            None => double_and_add_affine(self, scalar),
        }
    }

    /// Jacobian `X, Y, Z` (affine `x = X/Z²`, `y = Y/Z³`; `Z = 0` is the identity).
    fn write_projective(point: &sw::Projective<C>, out: &mut Vec<u8>) {
        write(&point.x, out);
        write(&point.y, out);
        write(&point.z, out);
    }

    fn cofactor_is_one() -> bool {
        is_one(C::COFACTOR)
    }

    fn checked_affine(point: &sw::Projective<C>) -> Option<Self> {
        // `Z = 0` is the identity, which has an affine encoding.
        Some(point.into_affine())
    }

    fn read_projective(bytes: &[u8]) -> Result<sw::Projective<C>, Error> {
        let [x, y, z] = read_coords::<C::BaseField, 3>(bytes)?;
        let point = sw::Projective::<C>::new_unchecked(x, y, z);
        // Any `Z = 0` is the identity; otherwise check the affine point (one native inversion).
        if z.is_zero() || point.into_affine().is_on_curve() {
            Ok(point)
        } else {
            Err(Error::NotOnCurve)
        }
    }
}

impl<C: TECurveConfig> Point for te::Affine<C> {
    const PROJECTIVE_COORDS: usize = 4;

    fn is_on_curve(&self) -> bool {
        te::Affine::is_on_curve(self)
    }

    fn is_in_subgroup(&self) -> bool {
        self.is_in_correct_subgroup_assuming_on_curve()
    }

    fn mul_projective(base: &te::Projective<C>, scalar: &[u64]) -> te::Projective<C> {
        match fits_scalar_field::<C::ScalarField>(scalar) {
            Some(scalar) => C::mul_projective(base, scalar),
            None => double_and_add(base, scalar),
        }
    }

    fn mul_affine(&self, scalar: &[u64]) -> te::Projective<C> {
        match fits_scalar_field::<C::ScalarField>(scalar) {
            Some(scalar) => C::mul_affine(self, scalar),
            None => double_and_add_affine(self, scalar),
        }
    }

    /// Extended `X, Y, T, Z` (affine `x = X/Z`, `y = Y/Z`, `T = XY/Z`).
    fn write_projective(point: &te::Projective<C>, out: &mut Vec<u8>) {
        write(&point.x, out);
        write(&point.y, out);
        write(&point.t, out);
        write(&point.z, out);
    }

    fn cofactor_is_one() -> bool {
        is_one(C::COFACTOR)
    }

    fn checked_affine(point: &te::Projective<C>) -> Option<Self> {
        // arkworks' conversion unwraps `1/Z`; a point at infinity (or the all-zero result of an
        // exceptional addition) has `Z = 0` and no affine form.
        (!point.z.is_zero()).then(|| point.into_affine())
    }

    fn read_projective(bytes: &[u8]) -> Result<te::Projective<C>, Error> {
        let [x, y, t, z] = read_coords::<C::BaseField, 4>(bytes)?;
        if z.is_zero() || t * z != x * y {
            return Err(Error::NotOnCurve);
        }
        let point = te::Projective::<C>::new_unchecked(x, y, t, z);
        if point.into_affine().is_on_curve() {
            Ok(point)
        } else {
            Err(Error::NotOnCurve)
        }
    }
}
