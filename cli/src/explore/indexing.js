  // ---------------------------------------------------------------------------------------
  // The lookups: the index arithmetic of the crate's functions over the tables read above.

  function x88Diff(from, to) {
    return to + (to | 7) + 120 - from - (from | 7);
  }
  function triangularIndex(a, b) {
    let d = a - b;
    d &= d >> 31;
    const lo = b + d;
    const hi = a - d;
    return ((lo * (lo ^ 127)) >> 1) + hi;
  }
  const lineMask = (s, kind) => at(lineMaskTable(), kind * 64 + s).value;

  // intersection: the kind pair's plane and strides, as chess_lut::intersection plans them
  const PAIRS = [
    [[0, true], [0, true], [1, true], [2, true]],
    [[0, false], [0, true], [3, true], [4, true]],
    [[1, false], [3, false], [0, true], [5, true]],
    [[2, false], [4, false], [5, false], [0, true]],
  ];
  const lineIndex = (s, kind) => [rankOf(s), fileOf(s), diagIndex(s), antiIndex(s)][kind];
  function intersectionIndex(a, ka, b, kb) {
    if (ka === kb) return 224;
    const [pair, inOrder] = PAIRS[ka][kb];
    const [si, sj] = inOrder ? [15, 1] : [1, 15];
    return pair * 225 + lineIndex(a, ka) * si + lineIndex(b, kb) * sj;
  }

  const SHIFT = { rook: BigInt(META.rook_shift), bishop: BigInt(META.bishop_shift) };

  // One slider lookup through a square's entry, with every step for the page to show.
  function magicLookup(piece, s, occ) {
    const entries = entriesOf('magic', piece);
    const [notMask, factor, offset] = [0, 1, 2].map((k) => at(entries, s * 3 + k));
    const ored = occ | notMask.value;
    const product = u64(ored * factor.value);
    const index = product >> SHIFT[piece];
    const slot = Number(offset.value + index);
    const attacks = at(attacksOf('magic'), slot);
    return {
      piece, s, slot, attacks: attacks.value, reads: [notMask, factor, offset, attacks],
      mask: u64(~notMask.value),
      steps: [
        ['occupied', hex(occ), names(occ)],
        [`relevant squares of the ${piece} on ${sqName(s)} (¬ not_mask)`, hex(u64(~notMask.value)), names(u64(~notMask.value))],
        ['occupied | not_mask', hex(ored)],
        [`× factor ${hex(factor.value)}`, hex(product)],
        [`>> ${SHIFT[piece]}`, `index ${index}`],
        [`+ offset ${offset.value}`, `slot ${slot}`],
        [`MAGIC_ATTACKS[${slot}]`, hex(attacks.value), names(attacks.value)],
      ],
    };
  }

  // The squares whose magic blocks put an answer into `slot`, and how many occupancies each.
  function magicOwners(slot) {
    const out = [];
    for (const piece of [ROOK, BISHOP]) {
      const span = 1n << (64n - SHIFT[piece]);
      for (let s = 0; s < 64; s++) {
        const [notMask, factor, offset] = [0, 1, 2].map((k) => table(entriesOf('magic', piece)).values[s * 3 + k]);
        const rel = BigInt(slot) - offset;
        if (rel < 0n || rel >= span) continue;
        let n = 0;
        for (const sub of subsets(u64(~notMask))) {
          if (u64((sub | notMask) * factor) >> SHIFT[piece] === rel) n++;
        }
        if (n) out.push(`${piece} ${sqName(s)} (${n} occupanc${n === 1 ? 'y' : 'ies'})`);
      }
    }
    return out;
  }

  function pextLookup(piece, s, occ, compact) {
    const entries = entriesOf('pext', piece);
    const [mask, rays, offset] = [0, 1, 2].map((k) => at(entries, s * 3 + k));
    const index = pext(occ, mask.value);
    const slot = Number(offset.value + index);
    const steps = [
      ['occupied', hex(occ), names(occ)],
      [`relevant squares of the ${piece} on ${sqName(s)} (mask)`, hex(mask.value), names(mask.value)],
      ['pext(occupied, mask)', `index ${index}`],
      [`+ offset ${offset.value}`, `slot ${slot}`],
    ];
    let attacks;
    const reads = [mask, offset];
    if (compact) {
      const entry = at(attacksOf('pext-compact'), slot);
      attacks = pdep(entry.value, rays.value);
      reads.push(rays, entry);
      steps.push([`PEXT_COMPACT_ATTACKS[${slot}]`, hex(entry.value, 4)]);
      steps.push([`pdep over the rays ${hex(rays.value)}`, hex(attacks), names(attacks)]);
    } else {
      const entry = at(attacksOf('pext'), slot);
      attacks = entry.value;
      reads.push(entry);
      steps.push([`PEXT_ATTACKS[${slot}]`, hex(attacks), names(attacks)]);
    }
    return { piece, s, slot, attacks, reads, mask: mask.value, steps };
  }
