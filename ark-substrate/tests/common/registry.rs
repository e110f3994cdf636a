//! The curve registry as tests: one `#[test]` per curve.

/// Declares one `#[test]` per curve of the registry (`ec_host_primitives::curves!`), named
/// `<prefix><module>`, that calls `$group::<Plain, Host, InPlace, Rfc163>("<module> <group>")` for
/// each of the curve's groups (the affine types of plain arkworks, of ark-substrate with `Host`
/// hooks, with `Arkworks` hooks and with `Rfc163` hooks) and `$pairing::<Engine>("<module>")` for
/// its plain pairing engine, if it has one.
macro_rules! test_every_curve {
    ($prefix:ident, $group:ident, $pairing:ident) => {
        ec_host_primitives::curves!(curve_tests, $prefix $group $pairing);
    };
}

/// [`test_every_curve!`]'s expansion of the registry.
macro_rules! curve_tests {
    ($prefix:ident $group:ident $pairing:ident $(
        $name:ident = $ark:ident, $doc:literal, $names:tt, $(pairing $engine:ident [$pairs:literal] $(=> $pbackend:ident)?,)? {
            $($g:ident $alias:ident: $form:ident<$($config:ident)::+> [$msm:literal, $validate:literal] $upstream:tt $(=> $backend:ident $(+ $subgroup:path)? $([$glv_mul:ident])?)?,)*
        }
    )*) => { paste::paste! { $(
        #[test]
        fn [<$prefix $name>]() {
            use ark_substrate::$name as c;
            $(
                $group::<
                    ec_host_primitives::$form<$ark::$($config)::+>,
                    c::[<$alias Affine>],
                    c::hooked::[<$alias Affine>]<ark_substrate::Arkworks>,
                    c::hooked::[<$alias Affine>]<ark_substrate::Rfc163>,
                    c::hooked::[<$alias Affine>]<ark_substrate::WasmArkworks>,
                >(concat!(stringify!($name), " ", stringify!($g)));
            )*
            $($pairing::<$ark::$engine>(stringify!($name));)?
        }
    )* } };
}
