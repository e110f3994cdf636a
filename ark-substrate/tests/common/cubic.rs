//! A small Groth16 circuit shared by the tests and the demo.

use ark_ff::PrimeField;
use ark_relations::{
    gr1cs::{ConstraintSynthesizer, ConstraintSystemRef, SynthesisError, Variable},
    lc,
};

/// Knowledge of `x` with `x³ + x + 5 = out_i - i` for public `out_0 .. out_{n-1}`: one
/// witness, `n` public inputs.
#[derive(Clone)]
pub struct Cubic<F> {
    /// The witness; `None` for setup.
    pub x: Option<F>,
    /// Number of public inputs.
    pub inputs: usize,
}

impl<F: PrimeField> Cubic<F> {
    /// The public inputs for witness `x`.
    pub fn outputs(x: F, inputs: usize) -> Vec<F> {
        (0..inputs)
            .map(|i| x * x * x + x + F::from(5u64) + F::from(i as u64))
            .collect()
    }
}

impl<F: PrimeField> ConstraintSynthesizer<F> for Cubic<F> {
    fn generate_constraints(self, cs: ConstraintSystemRef<F>) -> Result<(), SynthesisError> {
        let x_value = self.x;
        let x = cs.new_witness_variable(|| x_value.ok_or(SynthesisError::AssignmentMissing))?;
        let square = cs.new_witness_variable(|| {
            x_value
                .map(|x| x * x)
                .ok_or(SynthesisError::AssignmentMissing)
        })?;
        let cube = cs.new_witness_variable(|| {
            x_value
                .map(|x| x * x * x)
                .ok_or(SynthesisError::AssignmentMissing)
        })?;
        cs.enforce_r1cs_constraint(|| lc!() + x, || lc!() + x, || lc!() + square)?;
        cs.enforce_r1cs_constraint(|| lc!() + square, || lc!() + x, || lc!() + cube)?;
        for i in 0..self.inputs {
            let out = cs.new_input_variable(|| {
                x_value
                    .map(|x| Self::outputs(x, self.inputs)[i])
                    .ok_or(SynthesisError::AssignmentMissing)
            })?;
            let constant = F::from(5u64) + F::from(i as u64);
            cs.enforce_r1cs_constraint(
                || lc!() + cube + x + (constant, Variable::One),
                || lc!() + Variable::One,
                || lc!() + out,
            )?;
        }
        Ok(())
    }
}
