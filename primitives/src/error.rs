//! The error enum returned by every host function, and its `u32` wire form.

use core::fmt;

/// Why a host function rejected its input.
///
/// On the wire every host function returns a `u32`: `0` for success, otherwise one of the codes
/// below. The codes are part of the ABI and never change meaning; new variants get new codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Error {
    /// Bytes that are not a canonical arkworks encoding: a field element `>=` its modulus,
    /// unknown or contradictory flag bits.
    InvalidEncoding = 1,
    /// An input's length is not a whole number of elements, or two lists that must have the
    /// same number of elements (bases and scalars, G1 and G2 points) do not.
    LengthMismatch = 2,
    /// The output buffer does not have exactly the length of the result.
    OutputLength = 3,
    /// A point does not satisfy the curve equation (or, for twisted-Edwards extended
    /// coordinates, `T·Z != X·Y` or `Z = 0`).
    NotOnCurve = 4,
    /// A point is on the curve but not in its prime-order subgroup.
    NotInSubgroup = 5,
    /// More elements than the documented limit ([`crate::limits::MAX_MSM_LEN`], [`crate::limits::MAX_PAIRS`]), or
    /// a message longer than [`crate::native::bls::MAX_MESSAGE_LEN`].
    TooManyElements = 6,
    /// A scalar for `mul_*` has more than [`crate::limits::MAX_SCALAR_LIMBS`] 64-bit limbs.
    ScalarTooLarge = 7,
    /// `final_exponentiation` of zero, which has no inverse; `modular_inverse*` of an element
    /// without an inverse.
    NotInvertible = 8,
    /// The exact result is a twisted Edwards point at infinity, which has no affine encoding
    /// (only bases outside the prime-order subgroup of Bandersnatch's twisted Edwards form reach
    /// one).
    NoAffineResult = 9,
    /// A function of ABI version 1, which this node registers but no longer computes (its
    /// results depended on the backend); the runtime must call version 2.
    Retired = 10,
    /// A modulus or curve of the `modular_*` functions that they do not take: a modulus that is
    /// even, below 3, over 768 bits or not in its shortest whole-limb encoding; for
    /// `modular_msm_sw` a composite modulus, `b = 0` or a singular curve; for `modular_sqrt*` a
    /// modulus they have no algorithm for; for the BLS12-381 hashes and signature checks, a tag
    /// that is empty or over 255 bytes, or an unknown ciphersuite.
    InvalidParameters = 11,
    /// `modular_sqrt*` of an element that has no square root.
    NoSquareRoot = 12,
    /// A code this version does not know (returned by a newer host).
    Unknown = 255,
}

impl Error {
    /// The wire code of this error.
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// Decodes a wire status: `0` is success, anything else an error.
    pub const fn from_status(code: u32) -> Result<(), Error> {
        Err(match code {
            0 => return Ok(()),
            1 => Error::InvalidEncoding,
            2 => Error::LengthMismatch,
            3 => Error::OutputLength,
            4 => Error::NotOnCurve,
            5 => Error::NotInSubgroup,
            6 => Error::TooManyElements,
            7 => Error::ScalarTooLarge,
            8 => Error::NotInvertible,
            9 => Error::NoAffineResult,
            10 => Error::Retired,
            11 => Error::InvalidParameters,
            12 => Error::NoSquareRoot,
            _ => Error::Unknown,
        })
    }

    /// The wire status of a result: `0` for `Ok`, the error's code otherwise.
    pub const fn to_status(result: Result<(), Error>) -> u32 {
        match result {
            Ok(()) => 0,
            Err(e) => e.code(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Error::InvalidEncoding => "input is not a canonical encoding",
            Error::LengthMismatch => "input length does not match the element count",
            Error::OutputLength => "output buffer has the wrong length",
            Error::NotOnCurve => "point is not on the curve",
            Error::NotInSubgroup => "point is not in the prime-order subgroup",
            Error::TooManyElements => "more elements than the host function accepts",
            Error::ScalarTooLarge => "scalar has too many limbs",
            Error::NotInvertible => "final exponentiation of zero",
            Error::NoAffineResult => "the result is a point at infinity without an affine encoding",
            Error::Retired => "a retired version of the function: call version 2",
            Error::InvalidParameters => "a modulus or curve the function does not take",
            Error::NoSquareRoot => "the element has no square root",
            Error::Unknown => "unknown error code",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}

/// The marshalling type of a host function's result: `Result<(), Error>` on both sides, a `u32`
/// across the boundary (see [`Error::to_status`]).
pub struct Status(u32);

impl From<Result<(), Error>> for Status {
    fn from(result: Result<(), Error>) -> Self {
        Status(Error::to_status(result))
    }
}

impl From<Status> for u32 {
    fn from(status: Status) -> u32 {
        status.0
    }
}

impl From<u32> for Status {
    fn from(code: u32) -> Self {
        Status(code)
    }
}

impl From<Status> for Result<(), Error> {
    fn from(status: Status) -> Self {
        Error::from_status(status.0)
    }
}
