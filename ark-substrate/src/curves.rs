//! Type aliases per curve: the `Host` types under their usual arkworks names, and in each
//! curve's `hooked` module the same types for any hooks `H` (e.g. `hooked::G1Affine<Arkworks>`).
//!
//! Every curve is declared once, by one line of the tables at the bottom of this file.

/// Declares each alias generic over the hooks in `hooked`, and for [`crate::Host`] here.
macro_rules! aliases {
    ($($(#[$doc:meta])* $Name:ident = $definition:ty;)*) => {
        /// The same types for any hooks `H`.
        pub mod hooked {
            #[allow(unused_imports)]
            use super::*;
            $($(#[$doc])* pub type $Name<H> = $definition;)*
        }
        $($(#[$doc])* pub type $Name = hooked::$Name<crate::Host>;)*
    };
}

/// Declares the module of a pairing-friendly curve.
macro_rules! pairing_curve {
    ($(#[$doc:meta])* $name:ident, $ark:ident, $Engine:ident) => {
        $(#[$doc])*
        pub mod $name {
            use crate::{PairingModel, SWModel};
            use ark_ec::{pairing::Pairing, short_weierstrass as sw};

            aliases! {
                /// The pairing engine.
                $Engine = PairingModel<$ark::$Engine, H>;
                /// G1 curve config.
                G1Config = SWModel<$ark::g1::Config, H>;
                /// G2 curve config.
                G2Config = SWModel<$ark::g2::Config, H>;
                /// G1 point in affine coordinates.
                G1Affine = sw::Affine<SWModel<$ark::g1::Config, H>>;
                /// G1 point in Jacobian coordinates.
                G1Projective = sw::Projective<SWModel<$ark::g1::Config, H>>;
                /// G2 point in affine coordinates.
                G2Affine = sw::Affine<SWModel<$ark::g2::Config, H>>;
                /// G2 point in Jacobian coordinates.
                G2Projective = sw::Projective<SWModel<$ark::g2::Config, H>>;
                /// Prepared G1 point (the affine point).
                G1Prepared = <PairingModel<$ark::$Engine, H> as Pairing>::G1Prepared;
                /// Prepared G2 point (the affine point: no line coefficients in the runtime).
                G2Prepared = <PairingModel<$ark::$Engine, H> as Pairing>::G2Prepared;
            }
            /// Scalar field.
            pub type ScalarField = $ark::Fr;
            /// Base field of G1.
            pub type BaseField = $ark::Fq;
            /// Target field of the pairing.
            pub type TargetField = <$ark::$Engine as Pairing>::TargetField;
        }
    };
}

/// Declares the module of a curve without a pairing, with its twisted Edwards and/or short
/// Weierstrass forms.
macro_rules! curve {
    ($(#[$doc:meta])* $name:ident, $ark:ident $(, te: $te:ident)? $(, sw: $sw:ident)?) => {
        $(#[$doc])*
        pub mod $name {
            #[allow(unused_imports)]
            use crate::{SWModel, TEModel};
            #[allow(unused_imports)]
            use ark_ec::{short_weierstrass as sw, twisted_edwards as te};

            aliases! {
                $(
                    /// Twisted Edwards curve config.
                    EdwardsConfig = TEModel<$ark::$te, H>;
                    /// Twisted Edwards point in affine coordinates.
                    EdwardsAffine = te::Affine<TEModel<$ark::$te, H>>;
                    /// Twisted Edwards point in extended coordinates.
                    EdwardsProjective = te::Projective<TEModel<$ark::$te, H>>;
                )?
                $(
                    /// Short Weierstrass curve config.
                    SWConfig = SWModel<$ark::$sw, H>;
                    /// Short Weierstrass point in affine coordinates.
                    SWAffine = sw::Affine<SWModel<$ark::$sw, H>>;
                    /// Short Weierstrass point in Jacobian coordinates.
                    SWProjective = sw::Projective<SWModel<$ark::$sw, H>>;
                )?
            }
            /// Scalar field.
            pub type ScalarField = $ark::Fr;
            /// Base field.
            pub type BaseField = $ark::Fq;
        }
    };
}

pairing_curve!(/// BLS12-381.
    bls12_381, ark_bls12_381, Bls12_381);
pairing_curve!(/// BLS12-377.
    bls12_377, ark_bls12_377, Bls12_377);
pairing_curve!(/// BW6-761.
    bw6_761, ark_bw6_761, BW6_761);
pairing_curve!(/// BN254 (alt_bn128).
    bn254, ark_bn254, Bn254);

curve!(/// Ed-on-BLS12-381 (JubJub).
    ed_on_bls12_381, ark_ed_on_bls12_381, te: JubjubConfig);
curve!(/// Ed-on-BLS12-381-Bandersnatch, in twisted Edwards and short Weierstrass form.
    ed_on_bls12_381_bandersnatch, ark_ed_on_bls12_381_bandersnatch, te: BandersnatchConfig, sw: BandersnatchConfig);
curve!(/// Ed-on-BLS12-377.
    ed_on_bls12_377, ark_ed_on_bls12_377, te: EdwardsConfig);
curve!(/// Pallas.
    pallas, ark_pallas, sw: PallasConfig);
curve!(/// Vesta.
    vesta, ark_vesta, sw: VestaConfig);
