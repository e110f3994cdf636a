//! arkworks' own group and pairing test templates, run over the host-hooked types of every
//! curve of the registry (`ec_host_primitives::curves!`).

use ark_algebra_test_templates::{test_group, test_pairing};
use ark_substrate::*;

/// Template iterations: fewer on BW6-761, whose 761-bit field makes each one slow.
const fn iterations(base_field_bits: u32) -> usize {
    if base_field_bits > 384 {
        20
    } else {
        100
    }
}

macro_rules! templates {
    (
        $($name:ident $ark:ident [$($engine:ident)?] [$($g:ident $alias:ident $form:ident [$($config:tt)*])*])*
    ) => { paste::paste! { $(
        $(
            test_group!(
                iterations(<$name::BaseField as ark_ff::PrimeField>::MODULUS_BIT_SIZE);
                [<$name _ $g>];
                $name::[<$alias Projective>];
                [<$form:lower>]
            );
        )*
        $(test_pairing!([<$name _pairing>]; ark_substrate::$name::$engine);)?
    )* } };
}

registry_curves!(templates);
