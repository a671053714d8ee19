//! chess-lut compiled to WebAssembly for the explorer page (`chess-lut explore`): the page's
//! script asks every table's lookup and its twin, the squares an occupancy can matter by, and
//! the one check of a description over its whole domain, here, in the crate's own code, not in
//! a port of it.
//!
//! The page and the module talk through a buffer of eight `u64` ([`io`]): the script writes a
//! question's arguments there, one per argument, as numbers (a square's index, a colour's,
//! an attacker's, a line kind's, a slider's `Piece` number, a number of a range (two's
//! complement), an occupancy's bits),
//! calls a function, and reads what it wrote back. The relations are the lookups of every
//! table, `chess_lut::tables::lookups()` in order, named by [`relation_names`] (`table
//! function` a line).
//!
//! ```
//! use chess_lut_explorer::{ANSWER, ask, io};
//! // in_between(e1, h4): relation 0, the lookup
//! io()[0].store(4, std::sync::atomic::Ordering::Relaxed);
//! io()[1].store(31, std::sync::atomic::Ordering::Relaxed);
//! assert_eq!(ask(0, 0), 1); // a set
//! assert_eq!(io()[ANSWER].load(std::sync::atomic::Ordering::Relaxed), 0x0040_2000); // f2 g3
//! ```

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

use chess_lut::relations::{Answer, AxisKind, Value, matters_mask};
use chess_lut::tables::{self, Lookup};
use chess_lut::{Attacker, Bitboard, Color, LineKind, Piece, Square};

/// Where a function writes its one number of answer in [`io`]: past the (at most four)
/// arguments.
pub const ANSWER: usize = 7;

static IO: [AtomicU64; 8] = [const { AtomicU64::new(0) }; 8];

/// The buffer the page writes arguments to and reads answers from.
pub fn io() -> &'static [AtomicU64; 8] {
    &IO
}

/// The buffer's address in the module's memory, for the script.
#[unsafe(no_mangle)]
pub extern "C" fn io_address() -> usize {
    IO.as_ptr() as usize
}

/// Every relation as `table function`, a line each, in the order of the relation numbers.
fn names() -> &'static str {
    static NAMES: OnceLock<String> = OnceLock::new();
    NAMES.get_or_init(|| {
        tables::lookups()
            .map(|(t, l)| format!("{} {}\n", t.name, l.path))
            .collect()
    })
}

/// The address of the relations' names in the module's memory: `table function`, a line
/// each, in the order of their numbers.
#[unsafe(no_mangle)]
pub extern "C" fn relation_names() -> usize {
    names().as_ptr() as usize
}

/// Its length in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn relation_names_len() -> usize {
    names().len()
}

/// The value of the `i`th argument of `kind` in [`io`]; `None` for a number that is not one.
fn value(kind: AxisKind, i: usize) -> Option<Value> {
    let x = IO[i].load(Relaxed);
    let small = usize::try_from(x).unwrap_or(usize::MAX);
    Some(match kind {
        AxisKind::Square => Value::Square(Square::from_index(u8::try_from(x).ok()?)?),
        AxisKind::Color => Value::Color(*Color::ALL.get(small)?),
        AxisKind::Attacker => Value::Attacker(*Attacker::ALL.get(small)?),
        AxisKind::LineKind => Value::LineKind(*LineKind::ALL.get(small)?),
        AxisKind::Slider => Value::Slider(*Piece::ALL.get(small)?),
        // a number of a range, negative ones as their two's complement
        AxisKind::Range => Value::Number(x as i64),
        AxisKind::Occupancy(_) => Value::Occupancy(Bitboard(x)),
        // no lookup of chess-lut's takes an engine's other kinds of argument
        AxisKind::Piece | AxisKind::FileOf | AxisKind::RankOf => return None,
    })
}

/// Relation `r`: the `r`th lookup of [`relation_names`].
fn relation(r: u32) -> Option<&'static Lookup> {
    tables::lookups().nth(r as usize).map(|(_, l)| l)
}

/// The arguments of lookup `r` from [`io`].
fn arguments(r: &Lookup) -> Option<Vec<Value>> {
    r.axes
        .iter()
        .enumerate()
        .map(|(i, a)| value(a.kind.argument(), i))
        .collect()
}

/// Writes `answer` to [`io`]; its kind: 0 none, 1 a set, 2 a number, 3 yes or no, 4 a square
/// (64 for none).
fn answered(answer: Option<Answer>) -> u32 {
    let (kind, x) = match answer {
        None => (0, 0),
        Some(Answer::Set(b)) => (1, b.0),
        Some(Answer::Number(n)) => (2, u64::from(n)),
        Some(Answer::YesNo(yes)) => (3, u64::from(yes)),
        Some(Answer::Square(sq)) => (4, sq.map_or(64, |s| s as u64)),
    };
    IO[ANSWER].store(x, Relaxed);
    kind
}

/// Relation `r`'s lookup (`twin` 0) or its twin (1) on the arguments in [`io`]; the answer's
/// kind, its value in `io()[ANSWER]`. A relation or an argument that does not exist is no
/// answer (kind 0).
#[unsafe(no_mangle)]
pub extern "C" fn ask(r: u32, twin: u32) -> u32 {
    let Some(r) = relation(r) else {
        return answered(None);
    };
    let Some(args) = arguments(r) else {
        return answered(None);
    };
    answered(if twin == 0 {
        (r.run)(&args)
    } else {
        (r.run_twin)(&args)
    })
}

/// The squares relation `r`'s occupancy argument `arg` can change an answer by, given the
/// arguments before it in [`io`] (`chess_lut::relations::Matters`); 0 for an argument that is
/// not an occupancy.
#[unsafe(no_mangle)]
pub extern "C" fn matters(r: u32, arg: u32) -> u64 {
    let Some(r) = relation(r) else {
        return 0;
    };
    let arg = arg as usize;
    let Some(AxisKind::Occupancy(matters)) = r.axes.get(arg).map(|a| a.kind) else {
        return 0;
    };
    let before: Option<Vec<Value>> = r.axes[..arg]
        .iter()
        .enumerate()
        .map(|(i, a)| value(a.kind.argument(), i))
        .collect();
    before.map_or(0, |before| matters_mask(matters, &before))
}

/// Relation `r`'s lookup against its twin over the whole domain its description declares
/// (`Lookup::verify`, the check `chess-lut verify` runs): the number of inputs where they
/// differ; how many inputs there were in `io()[ANSWER]`, and the first input that differs in
/// the arguments' places.
#[unsafe(no_mangle)]
pub extern "C" fn verify(r: u32) -> u32 {
    let Some(r) = relation(r) else {
        return 0;
    };
    // the squares that cannot matter: a fixed stream, so that a lookup reading them shows
    let mut state = 0x9E37u64;
    let mut outside = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (state ^ (state >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut differences = 0u32;
    let inputs = r.verify(&mut outside, &mut |difference| {
        if differences == 0 {
            for (i, v) in difference.input().iter().enumerate() {
                IO[i].store(number(*v), Relaxed);
            }
        }
        differences += 1;
    });
    IO[ANSWER].store(inputs, Relaxed);
    differences
}

/// A value as the number the page writes for it.
fn number(v: Value) -> u64 {
    match v {
        Value::Square(sq) => sq as u64,
        Value::Color(c) => c as u64,
        Value::Attacker(a) => a as u64,
        Value::LineKind(k) => k as u64,
        Value::Slider(p) => p as u64,
        Value::Number(n) => n as u64,
        Value::Occupancy(b) => b.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Mutex, MutexGuard};

    /// The page's one `IO` block, held by one test at a time: the harness runs tests on
    /// several threads, and one test's arguments would otherwise land in another's call.
    fn io_lock() -> MutexGuard<'static, ()> {
        static IO_LOCK: Mutex<()> = Mutex::new(());
        IO_LOCK
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn set(args: &[u64]) {
        for (i, &x) in args.iter().enumerate() {
            IO[i].store(x, Relaxed);
        }
    }

    #[test]
    fn every_relation_is_named_and_answers_as_the_crate() {
        let _io = io_lock();
        assert_eq!(names().lines().count(), tables::lookups().count());
        let knight = names()
            .lines()
            .position(|l| l == "knight-distance knight_distance")
            .unwrap();
        set(&[0, 9]); // a1, b2
        assert_eq!((ask(knight as u32, 0), IO[ANSWER].load(Relaxed)), (2, 4));
        assert_eq!((ask(knight as u32, 1), IO[ANSWER].load(Relaxed)), (2, 4));
        set(&[64, 9]); // not a square
        assert_eq!(ask(knight as u32, 0), 0);
        assert_eq!(ask(10_000, 0), 0);
        let attacked = names()
            .lines()
            .position(|l| l == "x88-attacks attacks")
            .unwrap() as u32;
        // a rook on a1 against a8, a4 between
        set(&[Attacker::Rook as u64, 0, 56, Square::A4.bitboard().0]);
        assert_eq!((ask(attacked, 0), IO[ANSWER].load(Relaxed)), (3, 0));
        assert_eq!(matters(attacked, 3), 0x0001_0101_0101_0100);
        assert_eq!(matters(attacked, 0), 0, "not an occupancy");
    }

    #[test]
    fn verify_counts_the_domain_and_finds_nothing() {
        let _io = io_lock();
        for (i, (t, r)) in tables::lookups().enumerate() {
            assert_eq!(verify(i as u32), 0, "{}", t.name);
            let mut n = 0;
            r.each_input(&mut || 0, &mut |_| n += 1);
            assert_eq!(IO[ANSWER].load(Relaxed), n, "{}", t.name);
        }
    }
}
