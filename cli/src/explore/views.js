  // ---------------------------------------------------------------------------------------
  // Views, built from each table's description (chess_lut::relations, in META): the kinds of
  // its arguments give the fields, its view how the answer is drawn, its indexing the steps
  // shown of how the lookup reads its table (INDEXING, by kind). The answers, the twin's and
  // the squares that matter are the crate's (CRATE, compiled to WebAssembly). No table is
  // named here but by the indexings that read the tables of a slider family.

  const sqArg = (key, label, def, mark) => ({ key, kind: 'square', label, def, mark });
  const choice = (key, label, options, def) => ({ key, kind: 'choice', label, options, def });
  const COLORS = META.vocabulary.colors.map((label, value) => ({ value, label }));
  const KIND_OPTIONS = KINDS.map((label, value) => ({ value, label }));
  const SLIDERS = [ROOK, BISHOP, QUEEN].map((label) => ({ value: label, label }));
  const OPTIONS = { colour: COLORS, piece: ATTACKERS, 'line kind': KIND_OPTIONS, slider: SLIDERS };
  // an argument's values to choose from: its kind's, or a range's numbers, first to last
  const optionsOf = (a) => (a.kind === 'number'
    ? Array.from({ length: a.end - a.start + 1 }, (_, k) => ({ value: a.start + k, label: String(a.start + k) }))
    : OPTIONS[a.kind]);
  // an argument's value as typed: `e4`, `white`, `queen`, `diagonal`, `rook`, `-17`
  const typed = (a, text) => {
    if (a.kind === 'square') return squareOf(text);
    const options = optionsOf(a);
    const o = options.find((opt) => opt.label === text || opt.name === text);
    return o ? o.value : options[0].value;
  };

  // what the arguments before `i` say: the slider, the line kind
  function before(rel, v, i) {
    const out = { slider: null, kind: null };
    rel.args.slice(0, i).forEach((a, j) => {
      if (a.kind === 'slider') out.slider = v[j];
      if (a.kind === 'line kind') out.kind = v[j];
    });
    return out;
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
    return kind === 2 || kind === 3 ? BISHOP : ROOK;
  }

  // The arguments as the crate numbers them: a slider by its `Piece`, the rest as they are.
  const numbered = (rel, v) => v.map((y, i) => (rel.args[i].kind === 'slider' ? PIECE[y] : y));

  // One slider lookup through the per-square entries of a family (both halves for a queen).
  function sliderLookup(rel, v, family) {
    const piece = sliderPiece(rel, v);
    const s = squareOfArgs(rel, v);
    const occ = v[occIndex(rel)];
    const lookup = family === 'magic' ? magicLookup : (p, sq, o) => pextLookup(p, sq, o, family === 'pext-compact');
    const parts = piece === QUEEN ? [ROOK, BISHOP] : [piece];
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

  // How each indexing reads its table, by kind: the answer read from the table as the crate's
  // lookup reads it, the entries read, and the steps.
  const INDEXING = {
    rows(rel, v, name) {
      const t = table(name);
      // a range's number is its place from the range's start
      const coord = (d) => (d.of === 'file' ? fileOf(v[d.arg]) : d.of === 'rank' ? rankOf(v[d.arg])
        : coordinate(v[d.arg]) - (rel.args[d.arg].start ?? 0));
      const index = rel.indexing.dims.reduce((acc, d, k) => acc * t.shape[k] + coord(d), 0);
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
    dual(rel, v, name) {
      const piece = sliderPiece(rel, v);
      const s = squareOfArgs(rel, v);
      const occ = v[occIndex(rel)];
      const [file, diagonal, , antiDiagonal] = [0, 1, 2, 3].map((k) => at(name, s * 4 + k));
      const r = 1n << BigInt(s);
      // o^(o-2r) along a line with one square per rank: upwards, and on the byte-swapped board
      const lane = (m) => {
        const o = occ & m;
        return (u64(o - r) ^ swapBytes(u64(swapBytes(o) - swapBytes(r)))) & m;
      };
      const [f, d, a] = [file, diagonal, antiDiagonal].map((l) => lane(l.value));
      const shift = s & 56;
      const inner = Number((occ >> BigInt(shift + 1)) & 63n);
      const rankRead = at(firstRankTable(), fileOf(s) * 64 + inner);
      const rank = u64(rankRead.value << BigInt(shift));
      const rook = f | rank;
      const bishop = d | a;
      const value = piece === ROOK ? rook : piece === BISHOP ? bishop : rook | bishop;
      return {
        value, reads: [file, diagonal, antiDiagonal, rankRead],
        steps: [
          [`${file.t.ident}[${sqName(s)}]: file, diagonal, anti-diagonal (one register's lanes)`, `${hex(file.value)} ${hex(diagonal.value)} ${hex(antiDiagonal.value)}`],
          ['o^(o-2r) on each lane, the reversal a byte swap', `${hex(f)} ${hex(d)} ${hex(a)}`],
          [`${rankRead.t.ident}[${fileOf(s)}][${inner}] << ${shift}: the rank`, hex(rank)],
          ['rook (file | rank), bishop (both diagonals)', `${hex(rook)} ${hex(bishop)}`],
        ],
      };
    },
    magic: (rel, v) => sliderLookup(rel, v, 'magic'),
    pext: (rel, v) => sliderLookup(rel, v, 'pext'),
    'pext-compact': (rel, v) => sliderLookup(rel, v, 'pext-compact'),
    'kindergarten-line'(rel, v, name) {
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
    'kindergarten-file'(rel, v, name) {
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
  const GLYPH = Object.fromEntries(['♟', '♙', '♘', '♗', '♖', '♕', '♔'].map((g, a) => [ATTACKERS[a].name, g]));

  function viewFor(info) {
    const rel = info.relation;
    const reader = INDEXING[rel.indexing.kind];
    // the relation's number in the crate; -1 for one the page's WebAssembly lacks (PEXT)
    const r = CRATE.index(info.name, rel.lookup_path);
    const eachAt = rel.view.kind === 'each' ? rel.args.map((a) => a.kind).lastIndexOf('square') : -1;
    const squareArgs = rel.args.filter((a) => a.kind === 'square').length;
    const args = [];
    let ex = 0;
    rel.args.forEach((a, i) => {
      if (a.kind === 'occupancy') return;
      const given = rel.asked.includes(i) ? rel.example[ex++] : 'h8';
      const key = `arg${i}`;
      const mark = a.label.length === 1 ? a.label : a.label[0].toUpperCase();
      if (a.kind === 'square') args.push(sqArg(key, a.label, typed(a, given), squareArgs > 1 ? mark : null));
      else args.push(choice(key, a.label, optionsOf(a), typed(a, given)));
    });
    const values = (x) => rel.args.map((a, i) => (a.kind === 'occupancy' ? x.occ : x[`arg${i}`]));
    return {
      args,
      crate: r,
      occupancy: rel.args.some((a) => a.kind === 'occupancy'),
      compute(x) {
        if (r < 0) return null;
        const v = values(x);
        const value = CRATE.lookup(r, numbered(rel, v));
        if (value === undefined) return null;
        // how the lookup reads its table, shown step by step
        const look = reader(rel, v, info.name) || { reads: [], steps: [] };
        // what the steps read, held against the crate's answer: the page's index arithmetic
        // only explains the lookup, and a wrong step would show a wrong row
        const out = { value, twin: CRATE.twin(r, numbered(rel, v)), reads: look.reads, steps: look.steps, read: look.value };
        out.shared = look.shared ? look.shared() : '';
        const kind = rel.view.kind;
        if (kind === 'each') {
          const all = [...Array(64).keys()].map((s) => CRATE.lookup(r, numbered(rel, v.map((y, i) => (i === eachAt ? s : y)))));
          if (rel.answer === 'number') out.numbers = all;
          else out.set = all.reduce((acc, yes, s) => (yes ? acc | bit(s) : acc), 0n);
          const attacker = rel.args.findIndex((a) => a.kind === 'piece');
          if (attacker >= 0) out.piece = ATTACKERS[v[attacker]].name;
        } else if (kind === 'crossing') {
          out.set = value === null ? 0n : bit(value);
          out.context = lineMask(v[0], v[1]) | lineMask(v[2], v[3]);
        } else if (rel.answer !== 'number') {
          out.set = value;
        }
        if (kind === 'around') {
          const color = rel.args.findIndex((a) => a.kind === 'colour');
          out.piece = rel.view.attacker !== null ? ATTACKERS[rel.view.attacker].name
            : ATTACKERS[v[color] === 0 ? 1 : 0].name;
        }
        if (kind === 'slider' || kind === 'entry') {
          out.piece = sliderPiece(rel, v);
          out.context = CRATE.matters(r, numbered(rel, v), occIndex(rel));
        }
        return out;
      },
      // the crate's check of every input of the domain its description declares
      check() {
        const result = CRATE.verify(r, rel.args.length);
        const first = result.first.map((y, i) => {
          const kind = rel.args[i].kind;
          if (kind === 'occupancy') return hex(y);
          if (kind === 'square') return sqName(Number(y));
          if (kind === 'slider') return Object.keys(PIECE).find((p) => BigInt(PIECE[p]) === y);
          return String(y);
        });
        return { ...result, first: first.join(' ') };
      },
    };
  }
