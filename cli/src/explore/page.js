// The chess-lut explorer: reads every table from the generated source embedded in this page,
// answers a question the way the crate's lookup does (the same index arithmetic over the same
// numbers), and beside it the way the crate's computed twin does (a port of chess_lut::calc),
// so that a difference would show. No network, no dependency.
'use strict';
(function () {
  const $ = (id) => document.getElementById(id);
  const M64 = (1n << 64n) - 1n;
  const u64 = (x) => x & M64;
  const bit = (s) => 1n << BigInt(s);
  const FILES = 'abcdefgh';
  const sqName = (s) => FILES[s & 7] + ((s >> 3) + 1);
  const rankOf = (s) => s >> 3;
  const fileOf = (s) => s & 7;

  function squareOf(name) {
    const m = /^([a-h])([1-8])$/.exec(String(name).trim().toLowerCase());
    return m ? FILES.indexOf(m[1]) + 8 * (Number(m[2]) - 1) : -1;
  }

  function squares(bb) {
    const out = [];
    for (let s = 0; s < 64; s++) if ((bb >> BigInt(s)) & 1n) out.push(s);
    return out;
  }

  const names = (bb) => squares(bb).map(sqName).join(' ') || 'none';

  function hex(v, digits = 16) {
    const h = BigInt(v).toString(16).toUpperCase().padStart(digits, '0');
    return '0x' + h.match(/.{1,4}/g).join('_');
  }

  function rotl(x, n) {
    const k = BigInt(n & 63);
    return k === 0n ? x : u64((x << k) | (x >> (64n - k)));
  }

  const rotr = (x, n) => rotl(x, (64 - (n & 63)) & 63);

  function escapeHtml(s) {
    return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  }

  // A reproducible stream of 64-bit numbers (SplitMix64), for the noise of "check every input".
  function rng(seed) {
    let state = BigInt(seed);
    return () => {
      state = u64(state + 0x9E3779B97F4A7C15n);
      let z = state;
      z = u64((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n);
      z = u64((z ^ (z >> 27n)) * 0x94D049BB133111EBn);
      return z ^ (z >> 31n);
    };
  }

  // ---------------------------------------------------------------------------------------
  // The tables, read from the generated source: every literal of a table's initialiser in
  // order is one entry (row-major; a struct's fields in order).

  const META = JSON.parse($('meta').textContent);
  const LINES = $('source').textContent.split('\n');
  const TABLES = new Map();

  function read(info) {
    const head = `pub static ${info.ident}:`;
    const start = LINES.findIndex((l) => l.startsWith(head));
    if (start < 0) throw new Error(`${info.ident} is not in the generated source`);
    const doc = [];
    for (let d = start - 1; d >= 0 && LINES[d].startsWith('///'); d--) {
      doc.unshift(LINES[d].replace(/^\/\/\/ ?/, ''));
    }
    const type = LINES[start].slice(head.length).replace(/=\s*\[\s*$/, '').trim();
    const n = info.shape.reduce((a, b) => a * b, 1);
    const values = new BigUint64Array(n);
    const line = new Int32Array(n);
    const col = new Int32Array(n);
    const len = new Int16Array(n);
    let k = 0;
    let i = start + 1;
    for (; i < LINES.length && LINES[i] !== '];'; i++) {
      const text = LINES[i]
        .replace(/\/\*.*?\*\//g, (m) => ' '.repeat(m.length))
        .replace(/\/\/.*$/, '');
      for (const m of text.matchAll(/0x[0-9A-Fa-f_]+|\b\d+\b/g)) {
        if (k >= n) throw new Error(`${info.ident}: more literals than its shape holds`);
        values[k] = BigInt(m[0].replaceAll('_', ''));
        line[k] = i;
        col[k] = m.index;
        len[k] = m[0].length;
        k++;
      }
    }
    if (k !== n) throw new Error(`${info.ident}: read ${k} values, its shape holds ${n}`);
    return { ...info, doc, type, values, line, col, len, start, end: i };
  }

  const table = (name) => TABLES.get(name);
  const at = (name, index) => ({ t: table(name), index, value: table(name).values[index] });

  // ---------------------------------------------------------------------------------------
  // The computed twins: a port of chess_lut::calc.

  const A2A7 = 0x0001010101010100n;
  const B2G7 = 0x0040201008040200n;
  const H1B7 = 0x0002040810204080n;
  const NOT_A = 0xFEFEFEFEFEFEFEFEn;
  const NOT_AB = 0xFCFCFCFCFCFCFCFCn;
  const NOT_H = 0x7F7F7F7F7F7F7F7Fn;
  const NOT_GH = 0x3F3F3F3F3F3F3F3Fn;

  const rankMask = (s) => 0xFFn << BigInt(s & 56);
  const fileMask = (s) => 0x0101010101010101n << BigInt(s & 7);
  const shiftSigned = (main, d) => (d >= 0 ? u64(main << BigInt(d)) : main >> BigInt(-d));
  const diagonalMask = (s) => shiftSigned(0x8040201008040201n, 8 * (rankOf(s) - fileOf(s)));
  const antiDiagonalMask = (s) => shiftSigned(0x0102040810204080n, 8 * (rankOf(s) + fileOf(s) - 7));
  const KINDS = ['rank', 'file', 'diagonal', 'anti-diagonal'];
  const calcLineMask = (s, kind) => [rankMask, fileMask, diagonalMask, antiDiagonalMask][kind](s);

  function calcInBetween(a, b) {
    const [s1, s2] = [BigInt(a), BigInt(b)];
    const btwn = u64(M64 << s1) ^ u64(M64 << s2);
    const file = u64((s2 & 7n) - (s1 & 7n));
    const rank = u64((s2 | 7n) - s1) >> 3n;
    let line = u64((file & 7n) - 1n) & A2A7;
    line += 2n * (u64((rank & 7n) - 1n) >> 58n);
    line += u64((u64(rank - file) & 15n) - 1n) & B2G7;
    line += u64((u64(rank + file) & 15n) - 1n) & H1B7;
    line = u64(line * (btwn & u64(-btwn)));
    return line & btwn;
  }

  function calcLine(a, b) {
    const ifHolds = (mask) => ((mask >> BigInt(b)) & 1n ? mask : 0n);
    const through = ifHolds(rankMask(a)) | ifHolds(fileMask(a)) | ifHolds(diagonalMask(a))
      | ifHolds(antiDiagonalMask(a));
    return a === b ? 0n : through;
  }

  // calc::knight_distance: the open-board distance in three bit planes, and the corner case
  function openBoard(dx, dy) {
    const [x, y] = dx >= dy ? [dx, dy] : [dy, dx];
    const delta = x - y;
    const divEuclid = (p, q) => Math.floor(p / q);
    const open = y > delta ? delta - 2 * divEuclid(delta - y, 3) : delta - 2 * divEuclid(delta - y, 4);
    const detour = (x === 1 && y === 0) || (x === 2 && y === 2);
    return open + 2 * (detour ? 1 : 0);
  }
  const PLANES = [0n, 0n, 0n];
  for (let i = 0; i < 64; i++) {
    const d = BigInt(openBoard(i % 8, Math.floor(i / 8)));
    for (let p = 0; p < 3; p++) PLANES[p] |= ((d >> BigInt(p)) & 1n) << BigInt(i);
  }
  function calcKnightDistance(a, b) {
    const CORNERS = 0x8100000000000081n;
    const dx = Math.abs(fileOf(a) - fileOf(b));
    const dy = Math.abs(rankOf(a) - rankOf(b));
    const i = BigInt(8 * dy + dx);
    const d = ((PLANES[0] >> i) & 1n) | (((PLANES[1] >> i) & 1n) << 1n) | (((PLANES[2] >> i) & 1n) << 2n);
    const corner = ((CORNERS >> BigInt(a)) | (CORNERS >> BigInt(b))) & 1n;
    return Number(d + 2n * (corner & (i === 9n ? 1n : 0n)));
  }

  function knightTargets(set) {
    const one = (u64(set << 1n) & NOT_A) | ((set >> 1n) & NOT_H);
    const two = (u64(set << 2n) & NOT_AB) | ((set >> 2n) & NOT_GH);
    return u64(one << 16n) | (one >> 16n) | u64(two << 8n) | (two >> 8n);
  }
  const calcKnightAttacks = (s) => knightTargets(bit(s));
  function calcKingAttacks(s) {
    const b = bit(s);
    const row = (u64(b << 1n) & NOT_A) | ((b >> 1n) & NOT_H);
    const three = row | b;
    return row | u64(three << 8n) | (three >> 8n);
  }
  function calcPawnAttacks(color, s) {
    const b = bit(s);
    return color === 0
      ? (u64(b << 7n) & NOT_H) | (u64(b << 9n) & NOT_A)
      : ((b >> 9n) & NOT_H) | ((b >> 7n) & NOT_A);
  }

  // calc::rook_attacks and calc::bishop_attacks: the ray walk
  const ROOK_RAYS = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  const BISHOP_RAYS = [[1, 1], [-1, -1], [-1, 1], [1, -1]];
  function rayWalk(s, occupied, rays) {
    let attacks = 0n;
    for (const [df, dr] of rays) {
      let [f, r] = [fileOf(s) + df, rankOf(s) + dr];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        const b = bit(8 * r + f);
        attacks |= b;
        if (occupied & b) break;
        f += df;
        r += dr;
      }
    }
    return attacks;
  }
  const calcRook = (s, occ) => rayWalk(s, occ, ROOK_RAYS);
  const calcBishop = (s, occ) => rayWalk(s, occ, BISHOP_RAYS);
  const calcSlider = (piece, s, occ) =>
    (piece === 'bishop' ? 0n : calcRook(s, occ)) | (piece === 'rook' ? 0n : calcBishop(s, occ));

  // Attacker order of chess_lut::Attacker: p P N B R Q K
  const ATTACKERS = [
    { value: 0, label: 'p', name: 'black pawn' }, { value: 1, label: 'P', name: 'white pawn' },
    { value: 2, label: 'N', name: 'knight' }, { value: 3, label: 'B', name: 'bishop' },
    { value: 4, label: 'R', name: 'rook' }, { value: 5, label: 'Q', name: 'queen' },
    { value: 6, label: 'K', name: 'king' },
  ];
  function calcIsAttackedBy(from, to, attacker, occ) {
    const attacks = [
      () => calcPawnAttacks(1, from), () => calcPawnAttacks(0, from), () => calcKnightAttacks(from),
      () => calcBishop(from, occ), () => calcRook(from, occ),
      () => calcBishop(from, occ) | calcRook(from, occ), () => calcKingAttacks(from),
    ][attacker]();
    return ((attacks >> BigInt(to)) & 1n) === 1n;
  }

  // calc::intersection: 0x88 arithmetic, one formula per kind pair
  function fromX88(s88) {
    return (s88 & 0x88) !== 0 ? null : ((s88 >> 1) & 56) + (s88 & 7);
  }
  const diagIndex = (s) => rankOf(s) + 7 - fileOf(s);
  const antiIndex = (s) => rankOf(s) + fileOf(s);
  function calcIntersection(a, ka, b, kb) {
    const key = `${ka}${kb}`;
    const rf = (x, y) => (x & 56) | (y & 7);
    const rd = (x, y) => fromX88(17 * rankOf(x) - rankOf(y) + fileOf(y));
    const ra = (x, y) => fromX88(15 * rankOf(x) + rankOf(y) + fileOf(y));
    const fd = (x, y) => fromX88(17 * fileOf(x) + 16 * rankOf(y) - 16 * fileOf(y));
    const fa = (x, y) => fromX88(16 * rankOf(y) + 16 * fileOf(y) - 15 * fileOf(x));
    const da = (x, y) => {
      // Square::diagonal is rank - file (-7..=7), not the table's index rank + 7 - file
      const x2 = 17 * antiIndex(y) + 15 * (rankOf(x) - fileOf(x));
      return (x2 & 0x111) !== 0 ? null : ((x2 >> 2) & 56) + ((x2 >> 1) & 7);
    };
    const plan = {
      '01': () => rf(a, b), '10': () => rf(b, a), '02': () => rd(a, b), '20': () => rd(b, a),
      '03': () => ra(a, b), '30': () => ra(b, a), '12': () => fd(a, b), '21': () => fd(b, a),
      '13': () => fa(a, b), '31': () => fa(b, a), '23': () => da(a, b), '32': () => da(b, a),
    }[key];
    return plan ? plan() : null;
  }

  // software pext and pdep, as the generator gathers (BMI2 tables only)
  function pext(x, mask) {
    let out = 0n;
    let k = 0n;
    for (const s of squares(mask)) {
      if ((x >> BigInt(s)) & 1n) out |= 1n << k;
      k++;
    }
    return out;
  }
  function pdep(x, mask) {
    let out = 0n;
    let k = 0n;
    for (const s of squares(mask)) {
      if ((x >> k) & 1n) out |= bit(s);
      k++;
    }
    return out;
  }

  // every subset of `mask`, the empty set first (the carry-rippler)
  function* subsets(mask) {
    let sub = 0n;
    do {
      yield sub;
      sub = (sub - mask) & mask;
    } while (sub !== 0n);
  }

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
  const lineMask = (s, kind) => at('line-masks', kind * 64 + s).value;

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
    const entries = `${piece}-magics`;
    const [notMask, factor, offset] = [0, 1, 2].map((k) => at(entries, s * 3 + k));
    const ored = occ | notMask.value;
    const product = u64(ored * factor.value);
    const index = product >> SHIFT[piece];
    const slot = Number(offset.value + index);
    const attacks = at('magic-attacks', slot);
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
    for (const piece of ['rook', 'bishop']) {
      const span = 1n << (64n - SHIFT[piece]);
      for (let s = 0; s < 64; s++) {
        const [notMask, factor, offset] = [0, 1, 2].map((k) => table(`${piece}-magics`).values[s * 3 + k]);
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
    const entries = `${piece}-pext`;
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
      const entry = at('pext-compact-attacks', slot);
      attacks = pdep(entry.value, rays.value);
      reads.push(rays, entry);
      steps.push([`PEXT_COMPACT_ATTACKS[${slot}]`, hex(entry.value, 4)]);
      steps.push([`pdep over the rays ${hex(rays.value)}`, hex(attacks), names(attacks)]);
    } else {
      const entry = at('pext-attacks', slot);
      attacks = entry.value;
      reads.push(entry);
      steps.push([`PEXT_ATTACKS[${slot}]`, hex(attacks), names(attacks)]);
    }
    return { piece, s, slot, attacks, reads, mask: mask.value, steps };
  }

  // ---------------------------------------------------------------------------------------
  // Views, built from each table's description (chess_lut::relations, in META): the kinds of
  // its arguments give the fields, its view how the answer is drawn, its layout the steps of
  // the lookup (LAYOUTS, by layout), and its twin which port of a calc function the answer is
  // compared with (TWINS, by the twin's name). No table is named here but by the layouts that
  // read the tables of a slider family.

  const sqArg = (key, label, def, mark) => ({ key, kind: 'square', label, def, mark });
  const choice = (key, label, options, def) => ({ key, kind: 'choice', label, options, def });
  const COLORS = [{ value: 0, label: 'white' }, { value: 1, label: 'black' }];
  const KIND_OPTIONS = KINDS.map((label, value) => ({ value, label }));
  const SLIDERS = ['rook', 'bishop', 'queen'].map((label) => ({ value: label, label }));
  const OPTIONS = { colour: COLORS, piece: ATTACKERS, 'line kind': KIND_OPTIONS, slider: SLIDERS };
  // the kinds' values as typed: `white`, `queen`, `diagonal`, `rook`
  const typed = (kind, text) => {
    if (kind === 'square') return squareOf(text);
    const o = OPTIONS[kind].find((opt) => opt.label === text || opt.name === text);
    return o ? o.value : OPTIONS[kind][0].value;
  };

  // the squares that can block a slider on s: its lines, less s and the rim beyond each ray
  const RIM_FILES = 0x8181818181818181n;
  const RIM_RANKS = 0xFF000000000000FFn;
  function relevantMask(piece, s) {
    const rook = (rankMask(s) & u64(~RIM_FILES)) | (fileMask(s) & u64(~RIM_RANKS));
    const bishop = (diagonalMask(s) | antiDiagonalMask(s)) & u64(~(RIM_FILES | RIM_RANKS));
    const set = piece === 'rook' ? rook : piece === 'bishop' ? bishop : rook | bishop;
    return set & u64(~bit(s));
  }

  // what the arguments before `i` say: the squares, the slider, the line kind
  function before(rel, v, i) {
    const out = { squares: [], slider: null, kind: null };
    rel.args.slice(0, i).forEach((a, j) => {
      if (a.kind === 'square') out.squares.push(v[j]);
      if (a.kind === 'slider') out.slider = v[j];
      if (a.kind === 'line kind') out.kind = v[j];
    });
    return out;
  }

  // the squares an occupancy argument `i` can change the answer by (chess_lut::relations::Matters)
  function matters(rel, v, i) {
    const arg = rel.args[i];
    const b = before(rel, v, i);
    const s = b.squares[b.squares.length - 1];
    if (arg.between) return calcInBetween(b.squares[0], b.squares[1]);
    if ('relevant' in arg) return relevantMask(arg.relevant || b.slider || 'queen', s);
    const kind = arg.line ?? b.kind;
    return kind === null ? 0n : calcLineMask(s, kind) & u64(~bit(s));
  }

  const occIndex = (rel) => rel.args.findIndex((a) => a.kind === 'occupancy');
  const squareOfArgs = (rel, v) => v[rel.args.findIndex((a) => a.kind === 'square')];

  // the slider a table answers for: the view's piece, the slider argument, or the piece that
  // walks the line it reads along (a bishop on a diagonal, else a rook)
  function sliderPiece(rel, v) {
    if (rel.view.piece) return rel.view.piece;
    const i = occIndex(rel);
    const b = before(rel, v, i < 0 ? v.length : i);
    if (b.slider) return b.slider;
    const arg = rel.args[i] || {};
    if (arg.relevant) return arg.relevant;
    const kind = arg.line ?? b.kind;
    return kind === 2 || kind === 3 ? 'bishop' : 'rook';
  }

  // the line a table reads along, if it reads one: its mask through the square
  function alongLine(rel, v) {
    const i = occIndex(rel);
    if (i < 0 || !('line' in rel.args[i])) return null;
    const kind = rel.args[i].line ?? before(rel, v, i).kind;
    return calcLineMask(squareOfArgs(rel, v), kind);
  }

  // The twins, by the name of the calc function each ports.
  function sliderTwin(rel, v) {
    const s = squareOfArgs(rel, v);
    const attacks = calcSlider(sliderPiece(rel, v), s, v[occIndex(rel)]);
    const line = alongLine(rel, v);
    return line === null ? attacks : attacks & line;
  }
  const TWINS = {
    'calc::in_between': (rel, v) => calcInBetween(v[0], v[1]),
    'calc::line': (rel, v) => calcLine(v[0], v[1]),
    'calc::knight_distance': (rel, v) => calcKnightDistance(v[0], v[1]),
    'calc::is_attacked_by': (rel, v) => calcIsAttackedBy(v[1], v[2], v[0], v[3]),
    'calc::knight_attacks': (rel, v) => calcKnightAttacks(v[0]),
    'calc::king_attacks': (rel, v) => calcKingAttacks(v[0]),
    'calc::pawn_attacks': (rel, v) => calcPawnAttacks(v[0], v[1]),
    'calc::line_mask': (rel, v) => calcLineMask(v[0], v[1]),
    'calc::intersection': (rel, v) => calcIntersection(v[0], v[1], v[2], v[3]),
    'calc::rook_attacks': sliderTwin,
    'calc::bishop_attacks': sliderTwin,
    'calc::rook_attacks, calc::bishop_attacks': sliderTwin,
  };

  // One slider lookup through the per-square entries of a family (both halves for a queen).
  function sliderLookup(rel, v, family) {
    const piece = sliderPiece(rel, v);
    const s = squareOfArgs(rel, v);
    const occ = v[occIndex(rel)];
    const lookup = family === 'magic' ? magicLookup : (p, sq, o) => pextLookup(p, sq, o, family === 'pext-compact');
    const parts = piece === 'queen' ? ['rook', 'bishop'] : [piece];
    const looks = parts.map((p) => lookup(p, s, occ));
    return {
      value: looks.reduce((acc, l) => acc | l.attacks, 0n),
      reads: looks.flatMap((l) => l.reads),
      steps: looks.flatMap((l) => (looks.length > 1 ? [[`— the ${l.piece} half —`, '']] : []).concat(l.steps)),
      shared: () => looks.map((l) => {
        if (family !== 'magic') return `Slot ${l.slot} holds only the ${l.piece} on ${sqName(l.s)}'s answers: PEXT blocks do not overlap.`;
        return `Slot ${l.slot} holds the answer for ${magicOwners(l.slot).join(', ')}.`;
      }).join(' '),
    };
  }

  const coordinate = (x) => (typeof x === 'number' ? x : 0);

  // The layouts, by kind: the answer read from the table as the crate's lookup reads it, the
  // entries read, and the steps.
  const LAYOUTS = {
    rows(rel, v, name) {
      const t = table(name);
      const index = rel.layout.dims.reduce((acc, d, k) => acc * t.shape[k] + coordinate(v[d]), 0);
      const read = at(name, index);
      return { value: rel.answer === 'number' ? Number(read.value) : read.value, reads: [read], steps: [] };
    },
    triangular(rel, v, name) {
      const read = at(name, triangularIndex(v[0], v[1]));
      return { value: read.value, reads: [read], steps: [[`triangular index of {${sqName(v[0])}, ${sqName(v[1])}}`, `${read.index}`]] };
    },
    'x88-rotated'(rel, v, name) {
      const read = at(name, x88Diff(v[0], v[1]));
      const value = rotl(read.value, v[0]);
      return {
        value, reads: [read],
        steps: [[`0x88 difference of ${sqName(v[0])} → ${sqName(v[1])}`, `${x88Diff(v[0], v[1])}`],
          [`${read.t.ident}[${x88Diff(v[0], v[1])}]`, hex(read.value)], [`rotated left by ${v[0]}`, hex(value)]],
      };
    },
    'x88-attacks'(rel, v, name) {
      const [attacker, from, to, occ] = v;
      const read = at(name, attacker * 256 + x88Diff(from, to));
      const yes = (read.value & (rotr(occ, from) | 1n)) === 0n;
      return {
        value: yes, reads: [read],
        steps: [
          [`0x88 difference ${sqName(from)} → ${sqName(to)}`, `${x88Diff(from, to)}`],
          [`${read.t.ident}[${ATTACKERS[attacker].label}][${x88Diff(from, to)}] (must be empty, bit 0 = cannot reach)`, hex(read.value), names(read.value)],
          [`occupied rotated right by ${from}, | 1`, hex(rotr(occ, from) | 1n)],
          ['mask & that', hex(read.value & (rotr(occ, from) | 1n)), yes ? 'empty: attacked' : 'not empty: not attacked'],
        ],
      };
    },
    intersection(rel, v, name) {
      const [a, ka, b, kb] = v;
      const index = intersectionIndex(a, ka, b, kb);
      const read = at(name, index);
      return {
        value: read.value === 255n ? null : Number(read.value), reads: [read],
        steps: [[`plane, i, j of (${KINDS[ka]} ${lineIndex(a, ka)}, ${KINDS[kb]} ${lineIndex(b, kb)})`, `flat index ${index}`]],
      };
    },
    'first-rank'(rel, v, name) {
      const [s, occ] = v;
      const shift = s & 56;
      const inner = Number((occ >> BigInt(shift + 1)) & 63n);
      const read = at(name, fileOf(s) * 64 + inner);
      const value = read.value << BigInt(shift);
      return {
        value, reads: [read],
        steps: [[`inner occupancy of rank ${rankOf(s) + 1} (b to g)`, `${inner}`],
          [`${read.t.ident}[${fileOf(s)}][${inner}]`, `${read.value}`], [`<< ${shift}`, hex(value)]],
      };
    },
    magic: (rel, v) => sliderLookup(rel, v, 'magic'),
    pext: (rel, v) => sliderLookup(rel, v, 'pext'),
    'pext-compact': (rel, v) => sliderLookup(rel, v, 'pext-compact'),
    'kindergarten-fill-up'(rel, v, name) {
      const [s, kind, occ] = v;
      if (kind === 1) return null; // files come from the a-file table
      const mask = lineMask(s, kind);
      const inner = Number(u64((occ & mask) * 0x0202020202020202n) >> 58n);
      const read = at(name, fileOf(s) * 64 + inner);
      const value = read.value & mask;
      return {
        value, reads: [read],
        steps: [[`(occupied & ${KINDS[kind]}) × b-file >> 58`, `inner ${inner}`],
          [`${read.t.ident}[${fileOf(s)}][${inner}]`, hex(read.value)], [`& the ${KINDS[kind]}`, hex(value)]],
      };
    },
    'kindergarten-a-file'(rel, v, name) {
      const [s, occ] = v;
      const f = BigInt(fileOf(s));
      const inner = Number(u64(((occ >> f) & 0x0101010101010101n) * 0x0004081020408000n) >> 58n);
      const read = at(name, rankOf(s) * 64 + inner);
      const value = u64(read.value << f);
      return {
        value, reads: [read],
        steps: [[`((occupied >> ${f}) & a-file) × c7-h2 >> 58`, `inner ${inner}`],
          [`${read.t.ident}[${rankOf(s)}][${inner}]`, hex(read.value)], [`<< ${f}`, hex(value)]],
      };
    },
  };

  // The glyph of the piece a view stands on its square, by name.
  const GLYPH = { rook: '♖', bishop: '♗', queen: '♕', knight: '♘', king: '♔', 'white pawn': '♙', 'black pawn': '♟' };

  // every value of a kind, for the domain
  const everyValue = (kind) => (kind === 'square' ? [...Array(64).keys()]
    : kind === 'slider' ? ['rook', 'bishop'] : OPTIONS[kind].map((o) => o.value));

  function viewFor(info) {
    const rel = info.relation;
    const layout = LAYOUTS[rel.layout.kind];
    const eachAt = rel.view.kind === 'each' ? rel.args.map((a) => a.kind).lastIndexOf('square') : -1;
    const squareArgs = rel.args.filter((a) => a.kind === 'square').length;
    const args = [];
    let ex = 0;
    rel.args.forEach((a, i) => {
      if (a.kind === 'occupancy') return;
      const given = rel.asked.includes(i) ? rel.example[ex++] : 'h8';
      const key = `arg${i}`;
      const mark = a.label.length === 1 ? a.label : a.label[0].toUpperCase();
      if (a.kind === 'square') args.push(sqArg(key, a.label, typed(a.kind, given), squareArgs > 1 ? mark : null));
      else args.push(choice(key, a.label, OPTIONS[a.kind], typed(a.kind, given)));
    });
    const values = (x) => rel.args.map((a, i) => (a.kind === 'occupancy' ? x.occ : x[`arg${i}`]));
    const answer = (v) => {
      const look = layout(rel, v, info.name);
      return look && { ...look, twin: TWINS[rel.twin](rel, v) };
    };
    return {
      args,
      occupancy: rel.args.some((a) => a.kind === 'occupancy'),
      compute(x, detail) {
        const v = values(x);
        const look = answer(v);
        if (!look) return null;
        const out = { value: look.value, twin: look.twin, reads: look.reads, steps: look.steps };
        if (!detail) return out;
        out.shared = look.shared ? look.shared() : '';
        const kind = rel.view.kind;
        if (kind === 'each') {
          const all = [...Array(64).keys()].map((s) => layout(rel, v.map((y, i) => (i === eachAt ? s : y)), info.name).value);
          if (rel.answer === 'number') out.numbers = all;
          else out.set = all.reduce((acc, yes, s) => (yes ? acc | bit(s) : acc), 0n);
          const attacker = rel.args.findIndex((a) => a.kind === 'piece');
          if (attacker >= 0) out.piece = ATTACKERS[v[attacker]].name;
        } else if (kind === 'crossing') {
          out.set = look.value === null ? 0n : bit(look.value);
          out.context = calcLineMask(v[0], v[1]) | calcLineMask(v[2], v[3]);
        } else {
          out.set = look.value;
        }
        if (kind === 'around') {
          const color = rel.args.findIndex((a) => a.kind === 'colour');
          out.piece = rel.view.attacker !== null ? ATTACKERS[rel.view.attacker].name
            : v[color] === 0 ? 'white pawn' : 'black pawn';
        }
        if (kind === 'slider' || kind === 'entry') {
          out.piece = sliderPiece(rel, v);
          out.context = matters(rel, v, occIndex(rel));
        }
        return out;
      },
      *domain() {
        const noise = rng(7);
        const v = [];
        function* fill(i) {
          if (i === rel.args.length) {
            yield v.slice();
            return;
          }
          const a = rel.args[i];
          if (a.kind !== 'occupancy') {
            for (const y of everyValue(a.kind)) {
              v[i] = y;
              yield* fill(i + 1);
            }
            return;
          }
          const mask = matters(rel, v, i);
          for (const sub of subsets(mask)) {
            v[i] = sub | (noise() & u64(~mask));
            yield* fill(i + 1);
          }
        }
        for (const input of fill(0)) {
          const x = { occ: 0n };
          input.forEach((y, i) => { if (rel.args[i].kind === 'occupancy') x.occ = y; else x[`arg${i}`] = y; });
          if (layout(rel, input, info.name)) yield x;
        }
      },
    };
  }

  // ---------------------------------------------------------------------------------------
  // The page.

  const state = { name: null, view: null, x: {}, mode: null, occ: 0n };

  function same(a, b) {
    return a === b;
  }

  function show(value) {
    if (value === null) return 'none';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (typeof value === 'number') return String(value);
    return hex(value);
  }

  function describe(answer, value) {
    if (value === null) return 'no square';
    if (typeof value === 'boolean') return value ? 'attacked' : 'not attacked';
    if (typeof value === 'number') return answer === 'square' ? sqName(value) : `${value} moves`;
    const n = squares(value).length;
    return `${n} square${n === 1 ? '' : 's'}: ${names(value)}`;
  }

  function renderList() {
    const list = $('tables');
    list.textContent = '';
    for (const info of META.tables) {
      const li = document.createElement('li');
      li.id = `t-${info.name}`;
      li.setAttribute('role', 'option');
      li.dataset.name = info.name;
      li.innerHTML = `<span class="mono">${escapeHtml(info.name)}</span><small>${escapeHtml(info.shape.join('×'))} · ${escapeHtml(info.elem)} · ${info.bytes.toLocaleString('en')} bytes</small>`;
      li.addEventListener('click', () => open(info.name));
      list.appendChild(li);
    }
  }

  function visibleItems() {
    return [...$('tables').children].filter((li) => !li.hidden);
  }

  function highlight(li) {
    for (const other of $('tables').children) other.setAttribute('aria-selected', String(other === li));
    if (li) {
      li.scrollIntoView({ block: 'nearest' });
      $('search').setAttribute('aria-activedescendant', li.id);
    }
  }

  function filter() {
    const q = $('search').value.trim().toLowerCase();
    for (const li of $('tables').children) li.hidden = q !== '' && !li.dataset.name.includes(q);
    const items = visibleItems();
    const exact = items.find((li) => li.dataset.name === q);
    highlight(exact || items[0] || null);
  }

  function renderBoard() {
    const board = $('board');
    board.textContent = '';
    for (let r = 7; r >= 0; r--) {
      const coord = document.createElement('span');
      coord.className = 'coord';
      coord.textContent = String(r + 1);
      board.appendChild(coord);
      for (let f = 0; f < 8; f++) {
        const s = 8 * r + f;
        const cell = document.createElement('button');
        cell.type = 'button';
        cell.className = `sq ${(r + f) % 2 === 0 ? 'dark' : 'light'}`;
        cell.dataset.square = sqName(s);
        cell.setAttribute('aria-label', sqName(s));
        cell.tabIndex = s === 27 ? 0 : -1;
        cell.addEventListener('click', (e) => clickSquare(s, e.shiftKey));
        board.appendChild(cell);
      }
    }
    board.appendChild(document.createElement('span'));
    for (const f of FILES) {
      const coord = document.createElement('span');
      coord.className = 'coord';
      coord.textContent = f;
      board.appendChild(coord);
    }
    board.addEventListener('keydown', (e) => {
      const cell = e.target.closest('button.sq');
      if (!cell) return;
      const s = squareOf(cell.dataset.square);
      const step = { ArrowUp: 8, ArrowDown: -8, ArrowLeft: -1, ArrowRight: 1 }[e.key];
      if (step === undefined) return;
      const t = s + step;
      if (t < 0 || t > 63 || (Math.abs(step) === 1 && rankOf(t) !== rankOf(s))) return;
      e.preventDefault();
      const next = board.querySelector(`[data-square="${sqName(t)}"]`);
      cell.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
  }

  function modes() {
    const out = state.view.args.filter((a) => a.kind === 'square').map((a) => ({ key: a.key, label: `set ${a.label}` }));
    if (state.view.occupancy) out.push({ key: 'blockers', label: 'toggle blockers' });
    return out;
  }

  function renderArgs() {
    const box = $('args');
    box.textContent = '';
    const group = (label, options, pick, id) => {
      const g = document.createElement('div');
      g.className = 'group';
      g.setAttribute('role', 'group');
      g.setAttribute('aria-label', label);
      g.id = id;
      g.innerHTML = `<span>${escapeHtml(label)}</span>`;
      for (const o of options) {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = o.label;
        b.dataset.value = String(o.value);
        if (o.name) b.title = o.name;
        b.addEventListener('click', () => pick(o));
        g.appendChild(b);
      }
      box.appendChild(g);
    };
    group('click sets', modes().map((m) => ({ value: m.key, label: m.label })), (o) => {
      state.mode = o.value;
      refreshArgs();
    }, 'mode');
    for (const arg of state.view.args) {
      if (arg.kind !== 'choice') continue;
      group(arg.label, arg.options, (o) => {
        state.x[arg.key] = o.value;
        update();
      }, `arg-${arg.key}`);
    }
    const p = document.createElement('p');
    p.id = 'asked';
    p.className = 'help';
    box.appendChild(p);
    $('occupancy').hidden = !state.view.occupancy;
  }

  // the pressed buttons and the line saying what is asked
  function refreshArgs() {
    const pressed = (id, value) => {
      for (const b of $(id).querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.value === String(value)));
    };
    pressed('mode', state.mode);
    for (const arg of state.view.args) if (arg.kind === 'choice') pressed(`arg-${arg.key}`, state.x[arg.key]);
    const told = state.view.args.filter((a) => a.kind === 'square')
      .map((a) => `${a.label} ${sqName(state.x[a.key])}`).join(', ');
    const n = squares(state.occ).length;
    $('asked').textContent = told + (state.view.occupancy ? `; ${n} blocker${n === 1 ? '' : 's'}` : '');
  }

  function clickSquare(s, shift) {
    if (state.view.occupancy && (shift || state.mode === 'blockers')) {
      state.occ ^= bit(s);
    } else {
      const keys = state.view.args.filter((a) => a.kind === 'square').map((a) => a.key);
      const key = keys.includes(state.mode) ? state.mode : keys[0];
      state.x[key] = s;
      // the next click sets the next argument, then the blockers
      const next = keys.indexOf(key) + 1;
      state.mode = next < keys.length ? keys[next] : state.view.occupancy ? 'blockers' : keys[0];
    }
    update();
  }

  function excerpt(t, index) {
    const i = t.line[index];
    const text = LINES[i];
    const [c, n] = [t.col[index], t.len[index]];
    const label = /^\s*(\/\*.*?\*\/)/.exec(text);
    const head = label ? label[1] + ' ' : '';
    const from = Math.max(label ? label[0].length : 0, text.lastIndexOf(',', Math.max(0, c - 48)) + 1);
    const to = Math.min(text.length, c + n + 48);
    const before = (from > (label ? label[0].length : 0) ? '… ' : '') + text.slice(from, c).trimStart();
    const after = text.slice(c + n, to) + (to < text.length ? ' …' : '');
    let group = '';
    for (let g = i - 1; g > t.start; g--) {
      if (LINES[g].trim().startsWith('//')) { group = LINES[g].trim(); break; }
      if (i - g > 4000) break;
    }
    return `<div class="src" data-table="${escapeHtml(t.name)}" data-index="${index}"><span class="where">${escapeHtml(t.ident)}[${index}] · tables.rs line ${i + 1}${group ? ' · ' + escapeHtml(group) : ''}</span>${escapeHtml(head)}${escapeHtml(before)}<mark>${escapeHtml(text.slice(c, c + n))}</mark>${escapeHtml(after)}</div>`;
  }

  function update() {
    const t = table(state.name);
    const x = { ...state.x, occ: state.occ };
    const r = state.view.compute(x, true);
    const agree = same(r.value, r.twin);
    // the board
    const args = state.view.args.filter((a) => a.kind === 'square');
    for (const cell of $('board').querySelectorAll('button.sq')) {
      const s = squareOf(cell.dataset.square);
      const b = bit(s);
      const hit = r.set !== undefined && (r.set & b) !== 0n;
      cell.classList.toggle('hit', hit);
      cell.classList.toggle('line', !hit && r.context !== undefined && (r.context & b) !== 0n);
      cell.classList.toggle('blocker', state.view.occupancy === true && (state.occ & b) !== 0n);
      const arg = args.find((a) => state.x[a.key] === s);
      cell.classList.toggle('arg', !!arg);
      cell.dataset.hit = hit ? '1' : '0';
      cell.dataset.blocker = (state.occ & b) !== 0n && state.view.occupancy ? '1' : '0';
      let content = '';
      if (r.numbers) content = `<span class="num">${r.numbers[s]}</span>`;
      else if (arg && r.piece && arg === args[0]) content = GLYPH[r.piece];
      else if (arg && arg.mark) content = escapeHtml(arg.mark);
      cell.innerHTML = content;
      cell.setAttribute('aria-label', `${sqName(s)}${arg ? ', ' + arg.label : ''}${hit ? ', in the answer' : ''}${cell.dataset.blocker === '1' ? ', blocker' : ''}`);
    }
    // the answer
    const raw = r.reads.map((read) => `${read.t.ident}[${read.index}] = ${LINES[read.t.line[read.index]].substr(read.t.col[read.index], read.t.len[read.index])}`);
    $('answer').innerHTML = `<dt>table</dt><dd id="table-value" data-value="${escapeHtml(show(r.value))}">${escapeHtml(show(r.value))} — ${escapeHtml(describe(t.relation.answer, r.value))}</dd>`
      + `<dt>twin</dt><dd id="twin-value" data-value="${escapeHtml(show(r.twin))}">${escapeHtml(show(r.twin))} — ${escapeHtml(describe(t.relation.answer, r.twin))}</dd>`
      + `<dt>by</dt><dd id="by"><code>${escapeHtml(t.relation.function)}</code>, and its twin <code>${escapeHtml(t.relation.twin)}</code> ported to this page</dd>`
      + `<dt>read</dt><dd id="raw">${raw.map(escapeHtml).join('<br>')}</dd>`;
    $('agree').textContent = agree ? 'The table and its computed twin agree.' : 'The table and its computed twin DIFFER.';
    $('agree').className = agree ? 'ok' : 'bad';
    $('agree').dataset.agree = agree ? '1' : '0';
    const steps = r.steps || [];
    $('steps-box').hidden = steps.length === 0;
    $('steps').innerHTML = steps.map(([what, v, extra]) => `<li>${escapeHtml(what)}: <span class="mono">${escapeHtml(v)}</span>${extra ? ' <small>(' + escapeHtml(extra) + ')</small>' : ''}</li>`).join('');
    $('shared').textContent = r.shared || '';
    $('source-rows').innerHTML = r.reads.map((read) => excerpt(read.t, read.index)).join('');
    refreshArgs();
    history.replaceState(null, '', '#' + hash());
    document.body.dataset.table = t.name;
  }

  function hash() {
    const parts = [state.name];
    for (const a of state.view.args) parts.push(`${a.key}=${a.kind === 'square' ? sqName(state.x[a.key]) : state.x[a.key]}`);
    if (state.view.occupancy && state.occ) parts.push(`occ=${hex(state.occ).replaceAll('_', '')}`);
    return parts.join('&');
  }

  function renderDoc(t) {
    const paras = t.doc.join('\n').split(/\n\s*\n/);
    $('doc').innerHTML = paras.map((p) => `<p>${escapeHtml(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`).join('');
  }

  function open(name, preset = {}) {
    const t = table(name);
    if (!t) return false;
    state.name = name;
    state.view = viewFor(t);
    state.x = {};
    for (const a of state.view.args) state.x[a.key] = a.def;
    for (const [k, v] of Object.entries(preset)) {
      const arg = state.view.args.find((a) => a.key === k);
      if (arg && arg.kind === 'square' && squareOf(v) >= 0) state.x[k] = squareOf(v);
      if (arg && arg.kind === 'choice') {
        const o = arg.options.find((opt) => String(opt.value) === v);
        if (o) state.x[k] = o.value;
      }
    }
    state.occ = preset.occ ? BigInt(preset.occ) : 0n;
    state.mode = modes()[0].key;
    renderArgs();
    for (const li of $('tables').children) li.classList.toggle('current', li.dataset.name === name);
    $('name').textContent = name;
    $('facts').innerHTML = `<code>${escapeHtml(t.ident)}: ${escapeHtml(t.type)}</code> · shape ${t.shape.join('×')} · ${t.bytes.toLocaleString('en')} bytes · ${escapeHtml(t.description)}`;
    renderDoc(t);
    $('check-result').textContent = '';
    $('check-result').className = '';
    delete $('check-result').dataset.checked;
    $('fen-error').textContent = '';
    update();
    return true;
  }

  // blockers from the piece placement of a FEN, or a hex bitboard
  function parseOccupancy(text) {
    const s = text.trim();
    if (/^0x[0-9a-f_]+$/i.test(s)) {
      const v = BigInt(s.replaceAll('_', ''));
      if (v > M64) throw new Error('more than 64 bits');
      return v;
    }
    const placement = s.split(/\s+/)[0];
    const ranks = placement.split('/');
    if (ranks.length !== 8) throw new Error(`a piece placement has 8 ranks, this one ${ranks.length}`);
    let occ = 0n;
    ranks.forEach((row, i) => {
      let f = 0;
      for (const c of row) {
        if (/[1-8]/.test(c)) f += Number(c);
        else if (/[pnbrqkPNBRQK]/.test(c)) { if (f < 8) occ |= bit(8 * (7 - i) + f); f++; } else throw new Error(`unexpected ${JSON.stringify(c)} in rank ${8 - i}`);
      }
      if (f !== 8) throw new Error(`rank ${8 - i} has ${f} squares, not 8`);
    });
    return occ;
  }

  function applyFen() {
    try {
      state.occ = parseOccupancy($('fen').value);
      $('fen-error').textContent = '';
      update();
    } catch (e) {
      $('fen-error').textContent = `Not a FEN piece placement nor a hex bitboard: ${e.message}.`;
    }
  }

  async function checkAll() {
    const out = $('check-result');
    const view = state.view;
    const name = state.name;
    let n = 0;
    let bad = null;
    out.className = '';
    delete out.dataset.checked;
    const t0 = performance.now();
    for (const x of view.domain()) {
      const r = view.compute(x, false);
      if (!same(r.value, r.twin)) { bad = { x, r }; break; }
      n++;
      if (n % 4000 === 0) {
        out.textContent = `${n.toLocaleString('en')} inputs checked…`;
        await new Promise((resolve) => setTimeout(resolve));
        if (state.name !== name) return;
      }
    }
    const ms = Math.round(performance.now() - t0);
    if (bad) {
      const kind = (k) => (view.args.find((a) => a.key === k) || {}).kind;
      const args = Object.entries(bad.x).map(([k, v]) => `${k}=${typeof v === 'bigint' ? hex(v) : kind(k) === 'square' ? sqName(v) : v}`).join(' ');
      out.textContent = `Differs at ${args}: table ${show(bad.r.value)}, twin ${show(bad.r.twin)}.`;
      out.className = 'bad';
      out.dataset.failed = args;
    } else {
      out.textContent = `${n.toLocaleString('en')} of ${n.toLocaleString('en')} inputs: the twin equals the table (${ms} ms).`;
      out.className = 'ok';
    }
    out.dataset.checked = String(n);
  }

  function start() {
    for (const info of META.tables) TABLES.set(info.name, read(info));
    $('build').textContent = `chess-lut ${META.version} · ${META.tables.length} tables · ${META.bmi2 ? 'built with BMI2: PEXT tables included' : 'portable build (no PEXT tables)'} · everything on this page is read from the generated tables.rs`;
    renderList();
    renderBoard();
    const search = $('search');
    search.addEventListener('input', filter);
    search.addEventListener('keydown', (e) => {
      const items = visibleItems();
      const i = items.findIndex((li) => li.getAttribute('aria-selected') === 'true');
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const j = Math.min(items.length - 1, Math.max(0, i + (e.key === 'ArrowDown' ? 1 : -1)));
        highlight(items[j] || null);
      } else if (e.key === 'Enter' && i >= 0) {
        e.preventDefault();
        open(items[i].dataset.name);
      }
    });
    document.addEventListener('keydown', (e) => {
      if (e.key === '/' && document.activeElement !== search && document.activeElement.tagName !== 'INPUT') {
        e.preventDefault();
        search.focus();
        search.select();
      }
    });
    $('fen').addEventListener('keydown', (e) => { if (e.key === 'Enter') applyFen(); });
    $('fen-apply').addEventListener('click', applyFen);
    $('clear').addEventListener('click', () => { state.occ = 0n; $('fen').value = ''; update(); });
    $('check').addEventListener('click', checkAll);
    const [first, ...rest] = decodeURIComponent(location.hash.slice(1)).split('&');
    const preset = Object.fromEntries(rest.map((kv) => kv.split('=')));
    if (!open(first, preset)) open(META.tables[0].name);
    highlight(document.getElementById(`t-${state.name}`));
    window.chessLut = { open, tables: TABLES, state };
  }

  try {
    start();
  } catch (e) {
    $('fatal').textContent = `The explorer could not start: ${e.message}`;
    throw e;
  }
})();
