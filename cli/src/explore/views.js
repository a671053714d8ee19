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
  const DISTANCES = [0, 1, 2, 3, 4, 5, 6, 7].map((value) => ({ value, label: String(value) }));
  const OPTIONS = { colour: COLORS, piece: ATTACKERS, 'line kind': KIND_OPTIONS, slider: SLIDERS, distance: DISTANCES };
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
    'calc::king_distance': (rel, v) => calcKingDistance(v[0], v[1]),
    'calc::manhattan_distance': (rel, v) => calcManhattanDistance(v[0], v[1]),
    'calc::center_distance': (rel, v) => calcCenterDistance(v[0]),
    'calc::center_manhattan_distance': (rel, v) => calcCenterManhattanDistance(v[0]),
    'calc::distance_ring': (rel, v) => calcDistanceRing(v[0], v[1]),
    'calc::adjacent_files': (rel, v) => calcAdjacentFiles(v[0]),
    'calc::forward_file': (rel, v) => calcForwardFile(v[0], v[1]),
    'calc::forward_ranks': (rel, v) => calcForwardRanks(v[0], v[1]),
    'calc::pawn_attack_span': (rel, v) => calcPawnAttackSpan(v[0], v[1]),
    'calc::passed_pawn_span': (rel, v) => calcPassedPawnSpan(v[0], v[1]),
    'calc::path': (rel, v) => calcPath(v[0], v[1]),
    'calc::beyond': (rel, v) => calcBeyond(v[0], v[1]),
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
      const coord = (d) => (d.of === 'file' ? fileOf(v[d.arg]) : d.of === 'rank' ? rankOf(v[d.arg]) : coordinate(v[d.arg]));
      const index = rel.layout.dims.reduce((acc, d, k) => acc * t.shape[k] + coord(d), 0);
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
