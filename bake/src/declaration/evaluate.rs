//! A table's values computed: its function over every value of its domain, a panic caught
//! and named by its input, and the size limits checked first.

use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, Mutex};

use super::axis::{AxisInfo, Domain};

/// The most values a table may hold: 2^18 (262,144).
///
/// Every value costs the build: the build script computes it and writes it, rustc parses and
/// evaluates it, each time the crate is built clean. At this limit a table costs a fraction of
/// a second (a release build of a crate holding 2^18 `u8` values: 0.07 s of build script and
/// 0.43 s of rustc; 2^18 `u64`, 0.19 s and 0.65 s), where 2^24 took 20 s and 1.5 GB. It is far
/// above what engines fill at start-up (late-move reductions: 4,096; a piece-square table
/// per king bucket: tens of thousands; a KPK bitbase as `bool`: 196,608; a plain magic rook
/// table: 262,144), and the `chess-lut` command's page shows a table of up to this many whole.
/// Larger data (a network's weights, endgame tables) is a file for `include_bytes!`, not
/// source.
pub const MAX_VALUES: usize = 1 << 18;

/// The most bytes a table may take: 2 MiB, [`MAX_VALUES`] of `u64`. A larger table stays in
/// no CPU's L2 cache, and its lookups go to memory.
pub const MAX_BYTES: usize = 2 << 20;

/// Every value of `domain` by `function`, in row-major order; or what stopped it. Generic
/// only in the loop: the checks and the panic's capture are [`shape_within`] and [`catching`],
/// compiled once for every table a build script bakes.
pub(crate) fn evaluate<D: Domain, E>(
    domain: &D,
    bytes_each: usize,
    function: &dyn Fn(D::Value) -> E,
) -> Result<Vec<E>, String> {
    let shape = shape_within(&domain.axes(), bytes_each)?;
    let count = shape.iter().product();
    let mut values = Vec::with_capacity(count);
    let mut index = vec![0; shape.len()];
    catching(&mut |at| {
        for i in 0..count {
            *at = i;
            values.push(function(domain.at(&index)));
            next_index(&mut index, &shape);
        }
    })
    .map_err(|(at, message)| {
        let axes = domain.axes();
        format!("its function panicked at {}: {message}", input(&axes, at))
    })?;
    Ok(values)
}

/// The shape of finite, non-empty `axes` whose values, `bytes_each` each, fit in
/// [`MAX_VALUES`] and [`MAX_BYTES`]; or why not.
pub(crate) fn shape_within(
    axes: &[&dyn AxisInfo],
    bytes_each: usize,
) -> Result<Vec<usize>, String> {
    let mut shape = Vec::new();
    for axis in axes {
        match axis.len() {
            None => {
                return Err(format!(
                    "its axis `{}` cannot be listed: a table is indexed by finite axes (a \
                     Proof samples the occupied squares)",
                    axis.name()
                ));
            }
            Some(0) => return Err(format!("its axis `{}` is empty", axis.name())),
            Some(n) => shape.push(n),
        }
    }
    let count = axes
        .iter()
        .try_fold(1u128, |n, axis| n.checked_mul(axis.count()?));
    match count {
        None => Err(format!(
            "it would hold 2^128 values or more, more than the {MAX_VALUES} a baked table may \
             hold"
        )),
        Some(count) if count > MAX_VALUES as u128 => Err(format!(
            "it would hold {count} values, more than the {MAX_VALUES} a baked table may hold"
        )),
        Some(count) if count * bytes_each as u128 > MAX_BYTES as u128 => Err(format!(
            "it would take {} bytes ({count} values of {bytes_each}), more than the \
             {MAX_BYTES} a baked table may take",
            count * bytes_each as u128
        )),
        Some(count) => {
            debug_assert_eq!(count, shape.iter().product::<usize>() as u128);
            Ok(shape)
        }
    }
}

/// The next row-major index of `shape`, the last axis fastest.
fn next_index(index: &mut [usize], shape: &[usize]) {
    for d in (0..shape.len()).rev() {
        index[d] += 1;
        if index[d] < shape[d] {
            break;
        }
        index[d] = 0;
    }
}

/// Runs `run`, which counts the input it is at; a panic is caught and returned with that input
/// and its message, kept by a panic hook of ours meanwhile. The hook is the process's: one
/// evaluation at a time swaps it, and a panic on another thread (a test beside this one) goes
/// to the hook it replaced.
pub(crate) fn catching(run: &mut dyn FnMut(&mut usize)) -> Result<(), (usize, String)> {
    static SWAPPING: Mutex<()> = Mutex::new(());
    let _alone = SWAPPING.lock().unwrap_or_else(|e| e.into_inner());
    let message = Arc::new(Mutex::new(String::new()));
    let kept = Arc::clone(&message);
    let here = std::thread::current().id();
    let previous = Arc::new(panic::take_hook());
    let others = Arc::clone(&previous);
    panic::set_hook(Box::new(move |info| {
        if std::thread::current().id() != here {
            return others(info);
        }
        let mut m = kept.lock().unwrap_or_else(|e| e.into_inner());
        *m = match info.payload().downcast_ref::<&str>() {
            Some(s) => s.to_string(),
            None => info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_default(),
        };
        if let Some(at) = info.location() {
            m.push_str(&format!(" (at {}:{})", at.file(), at.line()));
        }
    }));
    let mut at = 0;
    let ran = panic::catch_unwind(AssertUnwindSafe(|| run(&mut at)));
    // ours, which holds the other reference to the hook it replaced, goes; that one comes back
    drop(panic::take_hook());
    match Arc::try_unwrap(previous) {
        Ok(hook) => panic::set_hook(hook),
        Err(_) => unreachable!("the replaced hook is held by ours alone"),
    }
    let message = message.lock().unwrap_or_else(|e| e.into_inner()).clone();
    ran.map_err(|_| (at, message))
}

/// The input at flat index `i` of finite `axes`, as a message names it: `depth 12, moves 3`.
pub(crate) fn input(axes: &[&dyn AxisInfo], mut i: usize) -> String {
    let mut labels = Vec::new();
    for axis in axes.iter().rev() {
        let n = axis.len().unwrap_or(1).max(1);
        labels.push(axis.label(i % n));
        i /= n;
    }
    labels.reverse();
    labels.join(", ")
}

#[cfg(test)]
mod tests;
