//! How a proof hands chess-lut's values over to the engine's own types, by `TryFrom`, with a
//! sentence naming the table and the `From` to implement where it cannot.

/// The proof's `engine(value)`, which hands a value of chess-lut's over to the type the twin (or
/// an index of the engine's types) takes, by `TryFrom`: a type it cannot be made into fails the
/// test build with a sentence naming `name` and the `From` to implement, not a trait error in
/// the generated code (the blanket impl is not recommended, so rustc reports this trait). Where
/// nothing calls `engine` (its trait `HandedTo` asked of its own), only the trait.
#[cfg(any(feature = "cuckoo", feature = "threats"))]
pub(crate) fn handed_over(name: &str, engine: bool) -> String {
    let mut out = handed_to(name);
    if engine {
        out.push_str(
            "fn engine<T: HandedTo<U>, U>(value: T) -> U {\n    \
             value.hand()\n\
             }\n",
        );
    }
    out
}

/// The trait [`handed_over`] hands a value over by.
#[cfg(any(feature = "cuckoo", feature = "threats"))]
fn handed_to(name: &str) -> String {
    format!(
        "// each argument as the engine's function takes it: its own type, by TryFrom\n\
         #[diagnostic::on_unimplemented(\n    \
         message = \"the proof of `{name}` hands a `{{Self}}` (chess-lut's, or a piece's code) over \
         to the `{{U}}` the engine's function takes, by `TryFrom`: implement `From<{{Self}}> for {{U}}` \
         or `TryFrom`, under `#[cfg(test)]` if nothing else needs it\",\n    \
         label = \"the proof of `{name}`\"\n\
         )]\n\
         trait HandedTo<U> {{\n    \
         fn hand(self) -> U;\n\
         }}\n\
         #[diagnostic::do_not_recommend]\n\
         impl<T: Copy + ::core::fmt::Debug, U: TryFrom<T>> HandedTo<U> for T {{\n    \
         fn hand(self) -> U {{\n        \
         U::try_from(self)\n            \
         .unwrap_or_else(|_| panic!(\"{name}: the engine's type does not hold {{self:?}}\"))\n    \
         }}\n\
         }}\n"
    )
}
