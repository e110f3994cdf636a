//! The groups and curves the host-function tests cover, from the crate's curve registry.

/// Calls `$callback! { name: AffineType, … }` with every group of the host functions, named as
/// in the functions' names (`<curve>_<group>`), in the registry's order.
macro_rules! every_group {
    ($callback:ident) => {
        ec_host_primitives::curve_registry!(registry_groups, $callback);
    };
}

/// Calls `$callback! { name: Engine, … }` with every pairing curve of the host functions.
#[allow(unused_macros)]
macro_rules! every_pairing {
    ($callback:ident) => {
        ec_host_primitives::curve_registry!(registry_pairings, $callback);
    };
}

#[allow(unused_macros)]
macro_rules! registry_groups {
    (
        $callback:ident
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $({ curve: $gc:ident, group: $g:ident, affine: $affine:ty, $($gmore:tt)* })* }
    ) => {
        paste::paste! { $callback! { $([<$gc _ $g>]: $affine,)* } }
    };
}

#[allow(unused_macros)]
macro_rules! registry_pairings {
    (
        $callback:ident
        pairings { $({ curve: $pc:ident, engine: $engine:ty, $($pmore:tt)* })* }
        groups { $($rest:tt)* }
    ) => {
        $callback! { $($pc: $engine,)* }
    };
}
