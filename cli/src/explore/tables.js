  // ---------------------------------------------------------------------------------------
  // The tables: chess-lut's read from the generated source, where every literal of a table's
  // initialiser in order is one entry (row-major; a struct's fields in order); an engine's as
  // its description gives them, its values embedded. Each with its doc, and its static's type
  // (`rust_type`) beside its element's (`type`).

  const META = JSON.parse($('meta').textContent);

  // The vocabulary's names, as the crate writes them, in its types' order.
  const KINDS = META.vocabulary.line_kinds;
  const ATTACKERS = META.vocabulary.attackers.map((a, value) => ({ value, label: a.letter, name: a.name }));
  const [ROOK, BISHOP, QUEEN] = META.vocabulary.sliders.map((s) => s.name);
  // a slider by the number of its `Piece`, as the crate takes it
  const PIECE = Object.fromEntries(META.vocabulary.sliders.map((s) => [s.name, s.piece]));
  // the generated source, on chess-lut's page: its files one after another
  const LINES = $('source') ? $('source').textContent.split('\n') : [];
  // each line's file and its line number there, from the header every file opens with
  const FILE_OF = [];
  const LINE_IN = [];
  {
    let [file, first] = ['', 0];
    LINES.forEach((l, i) => {
      if (l.startsWith('// @generated')) first = i;
      const m = /^\/\/ Written into OUT_DIR\/(\S+)/.exec(l);
      if (m) file = m[1];
      FILE_OF[i] = file;
      LINE_IN[i] = i - first + 1;
    });
  }
  const TABLES = new Map();
  // a table as the page reads it: its description's fields but its axes, then its own (the
  // name it is listed by; an engine's table's axes with their labels, a relation's arguments)
  const described = ({ description: { axes, ...fields }, ...info }) => ({ ...fields, ...info });

  function read(raw) {
    const info = described(raw);
    const head = `pub static ${info.ident}:`;
    const start = LINES.findIndex((l) => l.startsWith(head));
    if (start < 0) throw new Error(`${info.ident} is not in the generated source`);
    const doc = [];
    for (let d = start - 1; d >= 0 && LINES[d].startsWith('///'); d--) {
      doc.unshift(LINES[d].replace(/^\/\/\/ ?/, ''));
    }
    const rustType = LINES[start].slice(head.length).replace(/=\s*\[\s*$/, '').trim();
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
    return { ...info, doc: doc.join('\n'), rust_type: rustType, values, line, col, len, start, end: i };
  }

  // an engine's table, from its description and the page's own members (its static's type as
  // the command wrote it, its axes' labels, its values)
  const baked = described;

  const table = (name) => TABLES.get(name);
  const at = (name, index) => ({ t: table(name), index, value: table(name).values[index] });

  // The tables some lookups read across, found by what they are to those lookups (their
  // relations, as their declarations draw them), not by name: a slider family's entries and
  // attacks, the first-rank attacks, the line masks.
  const role = (is) => {
    const found = META.tables.find((t) => t.relation && is(t.relation));
    if (!found) throw new Error('no table of that role on this page');
    return found.name;
  };
  const entriesOf = (family, piece) =>
    role((r) => r.indexing.kind === family && r.view.kind === 'entry' && r.view.piece === piece);
  const attacksOf = (family) => role((r) => r.indexing.kind === family && r.view.kind === 'slider');
  const firstRankTable = () => role((r) => r.indexing.kind === 'first-rank');
  const lineMaskTable = () => role((r) => r.lookup_path === 'line_mask');
