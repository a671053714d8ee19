//! The generated test every proof of a function of a domain is: the lookup against its twin over
//! every value of the domain, first that the twin is not the lookup itself, then one assertion
//! that names both answers, the twin and the input.

use crate::declaration::axis::AxisInfo;
use crate::source::section::Context;
use crate::source::text::indent_into;
use crate::source::twin::itself;
use chess_lut_types::table::AnswerKind;

/// The first assertion of a proof: that its twin is none of the `lookups` (each a path the
/// proof calls it by, and it in words: "the baked `lmr`"), through a path that names it, a
/// `use` of it that shadows the start-up function, or the edge of an index of the engine's
/// types. Two paths name one function where they have one type: a function's own.
pub(crate) fn not_itself(name: &str, twin: &str, lookups: &[(&str, &str)]) -> String {
    lookups
        .iter()
        .map(|(call, lookup)| {
            format!(
                "assert!(\n    \
                 ::core::any::Any::type_id(&{twin}) != ::core::any::Any::type_id(&{call}),\n    \
                 \"{}\",\n    \
                 ::core::any::type_name_of_val(&{twin}),\n\
                 );\n",
                itself(name, twin, lookup, "names `{}`,")
                    + " (a `use` of the lookup shadows the function of its name in the module \
                       that brings it in)"
            )
        })
        .collect()
}

/// The `#[cfg(test)]` test of a lookup (`shown` in messages, in words: "the baked `lmr`";
/// called by `call`) against `twin` over every value of `axes`: first that the twin is not the
/// lookup itself, then nested loops, one assertion that names both answers, the twin and the
/// input. It binds nothing but the axes' names, so that no name of the engine's is hidden.
pub(crate) fn proof_test(
    name: &str,
    axes: &[&dyn AxisInfo],
    (shown, call): (&str, &str),
    twin: &str,
    answer: AnswerKind,
    outside: bool,
    cx: &Context,
) -> String {
    let mut out = format!("#[test]\nfn {name}_equals_its_twin() {{\n");
    indent_into(&mut out, &not_itself(name, twin, &[(call, shown)]), 1);
    let mut indent = String::from("    ");
    for axis in axes {
        let every = axis.every(&cx.chess_lut);
        let beyond = if outside { axis.outside() } else { Vec::new() };
        let every = if beyond.is_empty() {
            every.to_string()
        } else {
            format!("({every}).chain([{}])", beyond.join(", "))
        };
        out.push_str(&format!("{indent}for {} in {every} {{\n", axis.name()));
        indent.push_str("    ");
    }
    let args: Vec<&str> = axes.iter().map(|a| a.name()).collect();
    let args = args.join(", ");
    let (lookup, twin_call) = (format!("{call}({args})"), format!("{twin}({args})"));
    let same = match answer {
        AnswerKind::Float => format!("{lookup}.to_bits() == {twin_call}.to_bits()"),
        _ => format!("{lookup} == {twin_call}"),
    };
    // each argument by its name: `depth 12`, `from e1`, the occupied squares drawn
    let shown_args: Vec<String> = axes
        .iter()
        .map(|a| {
            if a.len().is_none() {
                format!("{0} {{{0}:?}}", a.name())
            } else {
                format!("{0} {{{0}}}", a.name())
            }
        })
        .collect();
    // where the table answers outside its ranges, whether this input is, said after it
    let (beyond, beyond_arg) = if outside {
        // the range's own `contains`, where the lookup's `const fn` tests its bounds
        let tests: Vec<String> = axes
            .iter()
            .filter(|a| a.outside_test(a.name()).is_some())
            .map(|a| format!("!({}).contains(&{})", a.every(&cx.chess_lut), a.name()))
            .collect();
        (
            "{}",
            format!(
                "\n{indent}    if {} {{\n\
                 {indent}        \", outside its ranges: there the lookup answers what .outside declares, and its twin must answer the same\"\n\
                 {indent}    }} else {{\n\
                 {indent}        \"\"\n\
                 {indent}    }},",
                tests.join(" || ")
            ),
        )
    } else {
        ("", String::new())
    };
    out.push_str(&format!(
        "{indent}assert!(\n\
         {indent}    {same},\n\
         {indent}    \"{shown} answers {{:?}}, its twin `{twin}` {{:?}}, for {}{beyond}\",\n\
         {indent}    {lookup},\n\
         {indent}    {twin_call},{beyond_arg}\n\
         {indent});\n",
        shown_args.join(", ")
    ));
    for _ in axes {
        indent.truncate(indent.len() - 4);
        out.push_str(&format!("{indent}}}\n"));
    }
    out.push_str("}\n\n");
    out
}
