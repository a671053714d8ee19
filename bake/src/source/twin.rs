//! The checks of a twin every build makes, outside `cfg(test)`: that a twin's path names a
//! function of the lookup's signature (or, for the engine-only kinds, of the number of arguments
//! and the answer declared, or a value of the types a key may be), and that it is not the baked
//! lookup itself; each a constant whose failure is a sentence naming the table.

/// A constant that fails the build where the twin's path names the baked lookup itself (one
/// of `lookups`, written in the module the source is included in): its proof would compare the
/// table with itself. Only a path from `crate` can be seen so; a path that reaches the lookup
/// otherwise (a `use` of it that shadows the start-up function) fails the proof's first
/// assertion ([`not_itself`]).
pub(crate) fn not_the_lookup_check(name: &str, twin: &str, lookups: &[&str]) -> String {
    if !twin.starts_with("crate::") {
        return String::new();
    }
    let asserts: String = lookups
        .iter()
        .map(|lookup| {
            format!(
                "    assert!(\n        \
                 !names(b\"{twin}\", module_path!().as_bytes(), b\"{lookup}\"),\n        \
                 \"{}\"\n    \
                 );\n",
                itself(name, twin, &format!("the baked `{lookup}`"), "is")
            )
        })
        .collect();
    format!(
        "// The twin of `{name}` is not the baked lookup: checked by every build.\n\
         const _: () = {{\n    \
         // whether `path` is `module::item`, past the first segment of each (`crate`, the crate's name)\n    \
         const fn names(path: &[u8], module: &[u8], item: &[u8]) -> bool {{\n        \
         let (mut p, mut m) = (0, 0);\n        \
         while p < path.len() && path[p] != b':' {{\n            \
         p += 1;\n        \
         }}\n        \
         while m < module.len() && module[m] != b':' {{\n            \
         m += 1;\n        \
         }}\n        \
         while m < module.len() {{\n            \
         if p == path.len() || path[p] != module[m] {{\n                \
         return false;\n            \
         }}\n            \
         p += 1;\n            \
         m += 1;\n        \
         }}\n        \
         if path.len() != p + 2 + item.len() || path[p] != b':' || path[p + 1] != b':' {{\n            \
         return false;\n        \
         }}\n        \
         let mut i = 0;\n        \
         while i < item.len() {{\n            \
         if path[p + 2 + i] != item[i] {{\n                \
         return false;\n            \
         }}\n            \
         i += 1;\n        \
         }}\n        \
         true\n    \
         }}\n\
         {asserts}\
         }};\n\n"
    )
}

/// The sentence of a twin that is the `lookup` itself (in words: "the baked `lmr`"): it `is`
/// it, or `names` the function a proof's message gives.
pub(crate) fn itself(name: &str, twin: &str, lookup: &str, is: &str) -> String {
    format!(
        "the twin of `{name}`, `{twin}`, {is} {lookup} itself, so its proof would \
         compare the table with itself: name the start-up function by its own module's path"
    )
}

/// A constant that checks the function at `path` (`which` it is: "the twin of `lmr`") has the
/// signature `types -> ret`. It is allowed dead, which makes rustc take the constant as used
/// (by itself, only from Rust 1.94) and so keeps alive a function only the proof calls. The
/// function's signature is read as a function pointer's type ([`signature_of`]) and asked for
/// a trait only `fn(types) -> ret` has, whose message names the function, what it is for, the
/// signature it has (of up to eight arguments, or of the lookup's number), the one it must
/// have and `rule`.
pub(crate) fn signature_check(
    which: &str,
    (types, ret): (&[String], &str),
    path: &str,
    rule: &str,
) -> String {
    signature_or_value_check(which, (types, ret), path, rule, &[])
}

/// A value the check of a twin takes as it is, beside a function: its generic parameters and
/// its type (`const N: usize`, `[[u64; 64]; N]`), as a key twin may be an array of the keys.
pub(crate) type Value = (String, String);

/// [`signature_check`], which also takes a value of one of `values`' types at `path` (an
/// array of keys, a key), as it is.
pub(crate) fn signature_or_value_check(
    which: &str,
    (types, ret): (&[String], &str),
    path: &str,
    rule: &str,
    values: &[Value],
) -> String {
    let signature = format!("fn({}) -> {ret}", types.join(", "));
    let accepted: String = values
        .iter()
        .map(|(generics, ty)| format!("    impl<{generics}> TwinOfTheLookup for {ty} {{}}\n"))
        .collect();
    format!(
        "#[allow(dead_code)]\n\
         const _: () = {{\n    \
             #[diagnostic::on_unimplemented(\n        \
                 message = \"{which}, `{path}`, is a `{{Self}}`, not a `{signature}`: {rule}\",\n        \
                 label = \"{which}\"\n    \
             )]\n    \
             trait TwinOfTheLookup {{}}\n    \
             impl TwinOfTheLookup for {signature} {{}}\n\
         {accepted}\
         {}    \
             const fn twin_of_the_lookup<S: TwinOfTheLookup, F: Signature<S>>(_: &F) {{}}\n    \
             twin_of_the_lookup(&{path}); // {which}\n\
         }};\n\n",
        signature_of(which, path, types.len(), rule, values),
    )
}

/// The trait `Signature<fn(A0, A1) -> R>` of every function of up to eight arguments (and of
/// `arity`), which names the function pointer type of the function it is asked of: the
/// signature a check then asks its own trait of, so that a function of another number of
/// arguments is refused with that trait's sentence (not with rustc's mismatched types), and
/// anything else (no function, an `unsafe fn`) with this one's, naming `which` and `rule`.
pub(crate) fn signature_of(
    which: &str,
    path: &str,
    arity: usize,
    rule: &str,
    values: &[Value],
) -> String {
    let most = arity.max(8);
    let mut out = format!(
        "    #[diagnostic::on_unimplemented(\n        \
             message = \"{which}, `{path}`, is no safe function of at most {most} arguments: \
             {rule}\",\n        \
             label = \"{which}\"\n    \
         )]\n    \
         trait Signature<S> {{}}\n"
    );
    for n in 0..=most {
        let args: Vec<String> = (0..n).map(|i| format!("A{i}")).collect();
        let (args, params) = (
            args.join(", "),
            args.iter().map(|a| format!("{a}, ")).collect::<String>(),
        );
        out.push_str(&format!(
            "    impl<F: Fn({args}) -> R, {params}R> Signature<fn({args}) -> R> for F {{}}\n"
        ));
    }
    for (generics, ty) in values {
        out.push_str(&format!(
            "    impl<{generics}> Signature<{ty}> for {ty} {{}}\n"
        ));
    }
    out
}

/// A constant that checks the function at `path` (`which` it is) takes `arity` arguments of
/// any types (the proof hands them over by `TryFrom`) and answers `ret`, or, where `answer` is
/// the source of a trait `Answer`, any `R: Answer`: a function of another number of arguments or
/// answer fails the build with a sentence naming `which` and `rule` (or `Answer`'s own).
#[cfg(any(feature = "cuckoo", feature = "threats"))]
pub(crate) fn loose_check(
    which: &str,
    path: &str,
    arity: usize,
    (ret, answer): (&str, Option<&str>),
    rule: &str,
) -> String {
    loose_or_value_check(which, path, arity, (ret, answer), rule, &[])
}

/// [`loose_check`], which also takes a value of one of `values`' types at `path`, as it is.
#[cfg(any(feature = "cuckoo", feature = "threats"))]
pub(crate) fn loose_or_value_check(
    which: &str,
    path: &str,
    arity: usize,
    (ret, answer): (&str, Option<&str>),
    rule: &str,
    values: &[Value],
) -> String {
    let mut generics: Vec<String> = (0..arity).map(|i| format!("A{i}")).collect();
    let types = generics.join(", ");
    let ret = match answer {
        Some(_) => {
            generics.push("R: Answer".to_string());
            "R"
        }
        None => ret,
    };
    let generics = generics.join(", ");
    let accepted: String = values
        .iter()
        .map(|(generics, ty)| format!("    impl<{generics}> TwinOfTheTables for {ty} {{}}\n"))
        .collect();
    format!(
        "#[allow(dead_code)]\n\
         const _: () = {{\n\
         {}    \
         #[diagnostic::on_unimplemented(\n        \
         message = \"{which}, `{path}`, is a `{{Self}}`: {rule}\",\n        \
         label = \"{which}\"\n    \
         )]\n    \
         trait TwinOfTheTables {{}}\n    \
         impl<{generics}> TwinOfTheTables for fn({types}) -> {ret} {{}}\n\
         {accepted}\
         {}    \
         const fn twin_of_the_tables<S: TwinOfTheTables, F: Signature<S>>(_: &F) {{}}\n    \
         twin_of_the_tables(&{path}); // {which}\n\
         }};\n\n",
        answer.unwrap_or(""),
        signature_of(which, path, arity, rule, values),
    )
}

/// Rust's integer types: what a twin may answer, and no type of the engine's own.
#[cfg(any(feature = "cuckoo", feature = "threats"))]
pub(crate) const INTEGERS: [&str; 12] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
];
