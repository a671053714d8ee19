/// The `k`th board a proof over the occupied squares tries: the empty and the full board, each
/// square alone, each square missing, then pseudo-random boards of about 8, 32 and 56 squares
/// in turn (a SplitMix64 stream).
pub(super) fn sampled_board(k: u32) -> u64 {
    let mix = |i: u64| {
        let z = i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let (a, b, c) = (
        mix(3 * u64::from(k)),
        mix(3 * u64::from(k) + 1),
        mix(3 * u64::from(k) + 2),
    );
    match k {
        0 => 0,
        1 => !0,
        2..=65 => 1 << (k - 2),
        66..=129 => !(1 << (k - 66)),
        _ => match k % 3 {
            0 => a & b & c,
            1 => a,
            _ => a | b | c,
        },
    }
}
