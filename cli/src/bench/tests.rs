//! The command's loops under the timer.

use std::time::Duration;

use super::*;

#[test]
fn the_timer_measures_every_loop_once() {
    let mut count = Count(0);
    loops(&mut count);
    let mut timer = Timer::new(Duration::from_micros(1))
        .in_code(Code::fastest())
        .counting(count.0);
    loops(&mut timer);
    let figures = timer.report().figures;
    assert_eq!(figures.len(), count.0);
    assert!(figures.iter().all(|f| f.ns > 0.0 && f.ns.is_finite()));
    for regime in REGIMES {
        assert!(
            figures
                .iter()
                .any(|f| f.group == "in_between" && f.regime == regime && f.id == "calc")
        );
        assert!(
            figures
                .iter()
                .any(|f| f.group == SLIDERS && f.regime == regime && f.id == "magic")
        );
    }
}
