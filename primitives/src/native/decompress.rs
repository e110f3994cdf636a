//! `decompress_*`: points in arkworks' compressed encoding to the uncompressed one.

use super::backend::GroupBackend;
use crate::{encoding, error::Error};
use alloc::vec::Vec;

/// Reads a list of at most the group's `DECOMPRESS_LIMIT` points in arkworks' compressed encoding
/// (one `x` and a sign for short Weierstrass points, one `y` and a sign for twisted Edwards
/// points), each canonical, and writes the same points in the uncompressed encoding, in order,
/// into `out`.
///
/// Decompression solves the curve equation for the missing coordinate, so every point read is
/// on the curve; bytes whose coordinate is not that of a curve point are
/// [`Error::InvalidEncoding`], like every other byte string that encodes no point. No subgroup
/// check: `validate_*` does that, on the uncompressed points.
///
/// A runtime decompresses here because the square root it takes is many times slower in
/// WebAssembly than natively.
pub fn decompress<A: GroupBackend>(points: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let size = encoding::compressed_size_of::<A>();
    let n = encoding::count(points, size, A::DECOMPRESS_LIMIT)?;
    let decoded = points
        .chunks_exact(size)
        .map(encoding::read_compressed_point::<A>)
        .collect::<Result<Vec<A>, _>>()?;
    let point_size = encoding::size_of::<A>();
    // `n` is at most `DECOMPRESS_LIMIT`, so the product does not overflow.
    if out.len() != n * point_size {
        return Err(Error::OutputLength);
    }
    for (point, out) in decoded.iter().zip(out.chunks_exact_mut(point_size)) {
        encoding::write_exact(point, out)?;
    }
    Ok(())
}
