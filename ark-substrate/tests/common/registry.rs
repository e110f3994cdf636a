//! The curve registry as tests: one `#[test]` per curve, and the registry's rows in the short
//! form the tests read.

/// Calls `$callback! { tokens… curve arkworks_crate [Engine] [group Alias Form [config] …] … }`
/// with every curve of the registry (`ec_host_primitives::curves!`), in its order: the fields of
/// a row that the tests read (the engine only for a pairing curve), so that each test's pattern
/// is one line.
#[allow(unused_macros)]
macro_rules! registry_curves {
    ($callback:ident $(, $($args:tt)*)?) => {
        ec_host_primitives::curves!(registry_curves_of, $callback [$($($args)*)?]);
    };
}

/// [`registry_curves!`]' projection of the registry's rows.
#[allow(unused_macros)]
macro_rules! registry_curves_of {
    (
        $callback:ident [$($args:tt)*]
        $({
            curve: $name:ident, crate: $ark:ident,
            pairing: [$(engine: $engine:ident, $($pmore:tt)*)?],
            groups: [$({
                group: $g:ident, alias: $alias:ident, form: $form:ident, config: [$($config:tt)*],
                $($gmore:tt)*
            })*],
            $($more:tt)*
        })*
    ) => {
        $callback! { $($args)* $($name $ark [$($engine)?] [$($g $alias $form [$($config)*])*])* }
    };
}

/// Declares one `#[test]` per curve of the registry (`ec_host_primitives::curves!`), named
/// `<prefix><module>`, that calls `$group::<Plain, Host, InPlace, Rfc163>("<module> <group>")` for
/// each of the curve's groups (the affine types of plain arkworks, of ark-substrate with `Host`
/// hooks, with `Arkworks` hooks and with `Rfc163` hooks) and `$pairing::<Engine>("<module>")` for
/// its plain pairing engine, if it has one.
#[allow(unused_macros)]
macro_rules! test_every_curve {
    ($prefix:ident, $group:ident, $pairing:ident) => {
        registry_curves!(curve_tests, $prefix $group $pairing);
    };
}

/// [`test_every_curve!`]'s expansion of the registry.
#[allow(unused_macros)]
macro_rules! curve_tests {
    ($prefix:ident $group:ident $pairing:ident
        $($name:ident $ark:ident [$($engine:ident)?] [$($g:ident $alias:ident $form:ident [$($config:tt)*])*])*
    ) => { paste::paste! { $(
        #[test]
        fn [<$prefix $name>]() {
            use ark_substrate::$name as c;
            $(
                $group::<
                    ec_host_primitives::$form<$ark::$($config)*>,
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
