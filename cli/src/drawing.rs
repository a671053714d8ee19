//! What the command makes of a table's drawing (`chess_lut::tables::Drawing`, declared with the
//! table): the arguments a user gives it.

use chess_lut::tables::{Lookup, View};

/// The positions of the arguments a user gives to `lookup` shown as `view` (`show`, the
/// explorer's fields): all but the occupancy (given by `--occupied`) and, for [`View::Each`],
/// the last square.
pub fn asked(lookup: &Lookup, view: View) -> impl Iterator<Item = usize> + '_ {
    use chess_lut::relations::AxisKind;
    let args = lookup.axes;
    let each = match view {
        View::Each => args
            .iter()
            .rposition(|a| a.kind.argument() == AxisKind::Square),
        _ => None,
    };
    (0..args.len())
        .filter(move |&i| Some(i) != each && !matches!(args[i].kind, AxisKind::Occupancy(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_lut::relations::{Answer, Value};
    use chess_lut::tables::{self, Coord, Drawing, Indexing};

    /// Every table a lookup reads is drawn, with an example for each argument asked; a table
    /// of data is not.
    #[test]
    fn every_table_asked_is_drawn_with_an_example() {
        for t in tables::all() {
            let Some(lookup) = t.lookups.first() else {
                assert_eq!(t.drawing, None, "{}: data", t.name);
                continue;
            };
            let d = t.drawing.unwrap_or_else(|| panic!("{}: not drawn", t.name));
            assert_eq!(
                d.example.len(),
                asked(lookup, d.view).count(),
                "{}: an example for each asked argument",
                t.name
            );
        }
    }

    /// A row indexing says where its lookup reads (what the explorer shows): on every input of
    /// every table read by rows, the entry at the coordinates the indexing names is the
    /// lookup's answer.
    #[test]
    fn row_indexings_name_the_entry_the_lookup_reads() {
        let mut tables_checked = 0;
        for t in tables::all() {
            let (Some(s), Some(lookup)) = (t.drawing, t.lookups.first()) else {
                continue;
            };
            let axes: Vec<Coord> = lookup
                .axes
                .iter()
                .enumerate()
                .map(|(i, a)| match a.kind {
                    chess_lut::relations::AxisKind::FileOf => Coord::FileOf(i),
                    chess_lut::relations::AxisKind::RankOf => Coord::RankOf(i),
                    _ => Coord::Arg(i),
                })
                .collect();
            let coords = match s.indexing {
                Indexing::Rows(coords) => coords,
                Indexing::Axes => &axes[..],
                _ => continue,
            };
            assert_eq!(
                coords.len(),
                t.shape.len(),
                "{}: a coordinate a dimension",
                t.name
            );
            let values: Vec<u64> = t.values().collect();
            let mut inputs = 0;
            lookup.each_input(&mut || 0, &mut |input| {
                // a number outside the range reads no entry
                if lookup.is_outside(input) {
                    return;
                }
                let at = |c: &Coord| match *c {
                    Coord::Arg(i) => match (input[i], &lookup.axes[i].integers) {
                        (Value::Number(n), Some(range)) => {
                            usize::try_from(i128::from(n) - range.start).expect("in its range")
                        }
                        (value, _) => value.coordinate().expect("a coordinate"),
                    },
                    Coord::FileOf(i) => usize::from(input[i].square().expect("a square").file()),
                    Coord::RankOf(i) => usize::from(input[i].square().expect("a square").rank()),
                };
                let index = coords
                    .iter()
                    .zip(t.shape)
                    .fold(0, |flat, (c, &n)| flat * n + at(c));
                let read = match (lookup.run)(input).expect("an answer") {
                    Answer::Set(set) => set.0,
                    Answer::Number(n) => u64::from(n),
                    Answer::YesNo(yes) => u64::from(yes),
                    Answer::Square(sq) => sq.map_or(0xFF, |sq| sq as u64),
                };
                assert_eq!(
                    values.get(index),
                    Some(&read),
                    "{} {input:?}: entry {index}",
                    t.name
                );
                inputs += 1;
            });
            assert!(inputs > 0, "{}", t.name);
            tables_checked += 1;
        }
        // the one-load tables
        assert!(tables_checked >= 20, "{tables_checked}");
    }

    /// A slider entry's slot is where its lookup reads: the attack table holds the lookup's
    /// answer at that slot, for every occupancy of the squares that matter.
    #[test]
    fn an_entry_names_the_slot_its_lookup_reads() {
        let mut entries = 0;
        let mut state = 0x5107u64;
        let mut next = move || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            state ^ state >> 29
        };
        for t in tables::all() {
            let Some(Drawing {
                view: View::Entry(_),
                indexing,
                ..
            }) = t.drawing
            else {
                continue;
            };
            entries += 1;
            let attacks = match indexing {
                Indexing::Magic => tables::get("magic-attacks"),
                _ => tables::get("pext-attacks"),
            }
            .expect("the entries' attack table");
            let lookup = &t.lookups[0];
            let mut inputs = 0;
            lookup.each_input(&mut next, &mut |input| {
                let (Value::Square(sq), Value::Occupancy(occupied)) = (input[0], input[1]) else {
                    panic!("{}: {input:?}", t.name)
                };
                let Some(Answer::Set(set)) = (lookup.run)(input) else {
                    panic!("{}: no set for {input:?}", t.name)
                };
                let at = t.slot(sq, occupied).expect("an entry's slot");
                assert_eq!(
                    attacks.get(at),
                    Some(set.0),
                    "{} {sq} {occupied:?}: slot {at}",
                    t.name
                );
                inputs += 1;
            });
            assert!(inputs >= 64 * 32, "{}: {inputs}", t.name);
        }
        let families = 1 + usize::from(tables::get("rook-pext").is_some());
        assert_eq!(
            entries,
            2 * families,
            "a rook's and a bishop's entry per family"
        );
    }
}
