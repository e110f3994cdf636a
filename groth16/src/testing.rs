//! The fixtures' circuit for arkworks, and real ark-groth16 proofs of it, for tests.

use alloc::vec::Vec;
use ark_ec::pairing::Pairing;
use ark_ff::PrimeField;
use ark_groth16::{Groth16, Proof, ProvingKey, VerifyingKey};
use ark_relations::{
    gr1cs::{ConstraintSynthesizer, ConstraintSystemRef, SynthesisError, Variable},
    lc,
};
use ark_snark::SNARK;
use ark_std::rand::{rngs::StdRng, SeedableRng};

/// `x³ + x + 5 = y` and `x·y = z`, with `x` secret and `y`, `z` public (the circuit of the
/// snarkjs and gnark fixtures, `fixtures/snarkjs/cubic.circom`).
#[derive(Clone, Copy)]
pub struct Cubic<F>(pub Option<F>);

impl<F: PrimeField> Cubic<F> {
    /// The public inputs `[y, z]` for `x`.
    pub fn inputs(x: F) -> Vec<F> {
        let y = x * x * x + x + F::from(5u64);
        alloc::vec![y, x * y]
    }
}

impl<F: PrimeField> ConstraintSynthesizer<F> for Cubic<F> {
    fn generate_constraints(self, cs: ConstraintSystemRef<F>) -> Result<(), SynthesisError> {
        let value = |f: fn(F) -> F| self.0.map(f).ok_or(SynthesisError::AssignmentMissing);
        let x = cs.new_witness_variable(|| value(|x| x))?;
        let y = cs.new_input_variable(|| value(|x| Cubic::inputs(x)[0]))?;
        let z = cs.new_input_variable(|| value(|x| Cubic::inputs(x)[1]))?;
        let x2 = cs.new_witness_variable(|| value(|x| x * x))?;
        cs.enforce_r1cs_constraint(|| lc!() + x, || lc!() + x, || lc!() + x2)?;
        // x2·x = y − x − 5
        cs.enforce_r1cs_constraint(
            || lc!() + x2,
            || lc!() + x,
            || lc!() + y - x - (F::from(5u64), Variable::One),
        )?;
        cs.enforce_r1cs_constraint(|| lc!() + x, || lc!() + y, || lc!() + z)
    }
}

/// A key pair for [`Cubic`] from a seeded setup.
pub fn setup<E: Pairing>(seed: u64) -> (ProvingKey<E>, VerifyingKey<E>) {
    let rng = &mut StdRng::seed_from_u64(seed);
    Groth16::<E>::circuit_specific_setup(Cubic::<E::ScalarField>(None), rng)
        .expect("the circuit is satisfiable")
}

/// A proof that `x` satisfies [`Cubic`], with its public inputs.
pub fn prove<E: Pairing>(pk: &ProvingKey<E>, x: u64, seed: u64) -> (Proof<E>, Vec<E::ScalarField>) {
    let rng = &mut StdRng::seed_from_u64(seed);
    let x = E::ScalarField::from(x);
    let proof = Groth16::<E>::prove(pk, Cubic(Some(x)), rng).expect("a witness is given");
    (proof, Cubic::inputs(x))
}
