//! Type aliases per curve. `H` selects the hooks and defaults to [`Host`].
//!
//! Every curve is declared once, by one line of the tables at the bottom of this file.

#[allow(unused_imports)] // used in doc links
use crate::Host;

/// Declares the module of a pairing-friendly curve.
macro_rules! pairing_curve {
    ($(#[$doc:meta])* $name:ident, $ark:ident, $Engine:ident) => {
        $(#[$doc])*
        pub mod $name {
            use crate::{Host, PairingModel, SWModel};
            use ark_ec::{pairing::Pairing, short_weierstrass as sw};

            /// The pairing engine.
            pub type $Engine<H = Host> = PairingModel<$ark::$Engine, H>;
            /// G1 curve config.
            pub type G1Config<H = Host> = SWModel<$ark::g1::Config, H>;
            /// G2 curve config.
            pub type G2Config<H = Host> = SWModel<$ark::g2::Config, H>;
            /// G1 point in affine coordinates.
            pub type G1Affine<H = Host> = sw::Affine<G1Config<H>>;
            /// G1 point in Jacobian coordinates.
            pub type G1Projective<H = Host> = sw::Projective<G1Config<H>>;
            /// G2 point in affine coordinates.
            pub type G2Affine<H = Host> = sw::Affine<G2Config<H>>;
            /// G2 point in Jacobian coordinates.
            pub type G2Projective<H = Host> = sw::Projective<G2Config<H>>;
            /// Prepared G1 point (the affine point).
            pub type G1Prepared<H = Host> = <$Engine<H> as Pairing>::G1Prepared;
            /// Prepared G2 point (the affine point: no line coefficients in the runtime).
            pub type G2Prepared<H = Host> = <$Engine<H> as Pairing>::G2Prepared;
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
            use crate::{Host, SWModel, TEModel};

            $(
                /// Twisted Edwards curve config.
                pub type EdwardsConfig<H = Host> = TEModel<$ark::$te, H>;
                /// Twisted Edwards point in affine coordinates.
                pub type EdwardsAffine<H = Host> = ark_ec::twisted_edwards::Affine<EdwardsConfig<H>>;
                /// Twisted Edwards point in extended coordinates.
                pub type EdwardsProjective<H = Host> = ark_ec::twisted_edwards::Projective<EdwardsConfig<H>>;
            )?
            $(
                /// Short Weierstrass curve config.
                pub type SWConfig<H = Host> = SWModel<$ark::$sw, H>;
                /// Short Weierstrass point in affine coordinates.
                pub type SWAffine<H = Host> = ark_ec::short_weierstrass::Affine<SWConfig<H>>;
                /// Short Weierstrass point in Jacobian coordinates.
                pub type SWProjective<H = Host> = ark_ec::short_weierstrass::Projective<SWConfig<H>>;
            )?
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
