//! What is wrong with a declaration: a [`Problem`] each, one line naming the table, and all of a
//! bake's together.

use std::fmt;

/// What is wrong with one declaration.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problem {
    /// What was declared: `table`, `cuckoo`, `proof`, `threats`.
    pub what: &'static str,
    /// Its name as declared.
    pub name: String,
    /// What is wrong, in a sentence.
    pub problem: String,
}

impl Problem {
    pub(crate) fn new(what: &'static str, name: &str, problem: &str) -> Problem {
        Problem {
            what,
            name: name.to_string(),
            problem: problem.to_string(),
        }
    }
}

impl fmt::Display for Problem {
    /// `error: table `lmr`: …`, `error: cuckoo `repetition`: …`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {} `{}`: {}", self.what, self.name, self.problem)
    }
}

/// Every problem of a bake, one a line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Problems(pub Vec<Problem>);

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self.0.iter().map(Problem::to_string).collect();
        f.write_str(&lines.join("\n"))
    }
}

impl std::error::Error for Problems {}
