  // ---------------------------------------------------------------------------------------
  // The page: the list, and the table opened, asked as a relation of the crate (`state.view`,
  // its arguments, the blockers) or as a table of values (`Values`).

  const state = { name: null, view: null, x: {}, mode: null, occ: 0n };
  // the crate, once loaded
  let CRATE = null;

  function same(a, b) {
    return a === b;
  }

  function show(value) {
    if (value === null) return 'none';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (typeof value === 'number') return String(value);
    return hex(value);
  }

  // the answer in words after its value: a square's name, the squares of a set; nothing more
  // for a number (a distance, a direction's number), which says itself
  function describe(answer, value) {
    if (value === null) return ' — no square';
    if (typeof value === 'boolean') return value ? ' — attacked' : ' — not attacked';
    if (typeof value === 'number') return answer === 'square' ? ` — ${sqName(value)}` : '';
    const n = squares(value).length;
    return ` — ${n} square${n === 1 ? '' : 's'}: ${names(value)}`;
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
    // a question of no square (a 0x88 difference alone) sets nothing by a click on the board
    if (modes().length > 0) {
      group('click sets', modes().map((m) => ({ value: m.key, label: m.label })), (o) => {
        state.mode = o.value;
        refreshArgs();
      }, 'mode');
    }
    for (const arg of state.view.args) {
      if (arg.kind !== 'choice') continue;
      group(arg.label, arg.options, (o) => {
        state.x[arg.key] = o.value;
        update();
      }, `arg-${arg.key}`);
    }
    const p = document.createElement('p');
    p.id = 'question';
    p.className = 'help';
    box.appendChild(p);
    $('occupancy').hidden = !state.view.occupancy;
  }

  // the pressed buttons and the line saying what is asked
  function refreshArgs() {
    const pressed = (id, value) => {
      for (const b of $(id).querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.value === String(value)));
    };
    if ($('mode')) pressed('mode', state.mode);
    for (const arg of state.view.args) if (arg.kind === 'choice') pressed(`arg-${arg.key}`, state.x[arg.key]);
    const told = state.view.args.filter((a) => a.kind === 'square')
      .map((a) => `${a.label} ${sqName(state.x[a.key])}`).join(', ');
    const n = squares(state.occ).length;
    $('question').textContent = told + (state.view.occupancy ? `; ${n} blocker${n === 1 ? '' : 's'}` : '');
  }

  function clickSquare(s, shift) {
    if (state.view.occupancy && (shift || state.mode === 'blockers')) {
      state.occ ^= bit(s);
    } else {
      const keys = state.view.args.filter((a) => a.kind === 'square').map((a) => a.key);
      if (keys.length === 0) return;
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
    return `<div class="src" data-table="${escapeHtml(t.name)}" data-index="${index}"><span class="where">${escapeHtml(t.ident)}[${index}] · ${escapeHtml(FILE_OF[i])} line ${LINE_IN[i]}${group ? ' · ' + escapeHtml(group) : ''}</span>${escapeHtml(head)}${escapeHtml(before)}<mark>${escapeHtml(text.slice(c, c + n))}</mark>${escapeHtml(after)}</div>`;
  }

  function update() {
    const t = table(state.name);
    const x = { ...state.x, occ: state.occ };
    const r = state.view.compute(x);
    if (!r) {
      unanswered(t);
      return;
    }
    $('answer-box').hidden = false;
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
    $('answer').innerHTML = `<dt>table</dt><dd id="table-value" data-value="${escapeHtml(show(r.value))}">${escapeHtml(show(r.value))}${escapeHtml(describe(t.relation.answer, r.value))}</dd>`
      + `<dt>twin</dt><dd id="twin-value" data-value="${escapeHtml(show(r.twin))}">${escapeHtml(show(r.twin))}${escapeHtml(describe(t.relation.answer, r.twin))}</dd>`
      + `<dt>by</dt><dd id="by"><code>${escapeHtml(t.relation.lookup_path)}</code> and its twin <code>${escapeHtml(t.relation.twin_path)}</code>, run in the crate itself (compiled to WebAssembly, in this page)</dd>`
      + `<dt>read</dt><dd id="raw" data-agrees="${r.read === undefined ? '' : same(r.read, r.value) ? '1' : '0'}">${raw.map(escapeHtml).join('<br>')}`
      + `${r.read !== undefined && !same(r.read, r.value) ? ` <span class="bad">(the steps below give ${escapeHtml(show(r.read))}, not the lookup's answer)</span>` : ''}</dd>`;
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

  // a question the crate in this page does not answer: a PEXT table (WebAssembly has no BMI2),
  // or arguments the table does not take (a kindergarten file)
  function unanswered(t) {
    const missing = state.view.crate < 0;
    $('answer-box').hidden = true;
    $('agree').textContent = missing
      ? 'The crate in this page was compiled to WebAssembly, which has no BMI2: it has no PEXT tables to ask. Their rows are above; `chess-lut show` asks them on a BMI2 machine.'
      : `The table does not answer this question${t.relation.limits ? ': ' + t.relation.limits : ''}.`;
    $('agree').className = '';
    $('agree').dataset.agree = '';
    for (const cell of $('board').querySelectorAll('button.sq')) {
      cell.classList.remove('hit', 'line');
      cell.dataset.hit = '0';
    }
    refreshArgs();
  }

  function hash() {
    const parts = [state.name];
    for (const a of state.view.args) parts.push(`${a.key}=${a.kind === 'square' ? sqName(state.x[a.key]) : state.x[a.key]}`);
    if (state.view.occupancy && state.occ) parts.push(`occ=${hex(state.occ).replaceAll('_', '')}`);
    return parts.join('&');
  }

  // the doc: paragraphs, `code`, and fenced examples as code
  function renderDoc(t) {
    const parts = t.doc.split(/^```[a-z]*$/m);
    $('doc').innerHTML = parts.map((part, i) => (i % 2 === 1
      ? `<pre><code>${escapeHtml(part.trim())}</code></pre>`
      : part.split(/\n\s*\n/).filter((p) => p.trim()).map((p) => `<p>${inline(p)}</p>`).join(''))).join('');
  }

  // a line of doc as HTML: escaped, `code` as code, a rustdoc link as its text (its target is
  // a path of the crate, not a page)
  const inline = (text) => escapeHtml(text)
    .replace(/\[(`[^`\]]+`|[^\]]+)\]\([^)\s]+\)/g, '$1')
    .replace(/\[(`[^`\]]+`)\]/g, '$1')
    .replace(/`([^`]+)`/g, '<code>$1</code>');

  // a table's facts: its static and type, shape and size, and how it is asked (its doc,
  // summary first, follows)
  function facts(t) {
    const asked = t.relation ? ''
      : t.axes ? ` · axes ${t.axes.map((a) => escapeHtml(a.name)).join(', ')}`
        : ' · data, not a relation: nothing for the page to ask';
    return `<code>${escapeHtml(t.ident)}: ${escapeHtml(t.rust_type)}</code> · shape ${t.shape.join('×')} · ${t.bytes.toLocaleString('en')} bytes${asked}`;
  }

  // a table as a table of values, asked by its axes: an engine's as its description gives it;
  // one of chess-lut's tables of data by its own indices, `i0`, `i1` …, each value the
  // literal the generated source writes (`0x9D39_247E_3377_6D41`)
  const valueTables = new Map();
  function valuesOf(t) {
    if (t.axes) {
      const proof = t.twin
        ? `Proven equal to its twin ${t.twin} on every input by the test its bake wrote (cargo test).`
        : 'No twin was declared: nothing proves these values but the function that made them.';
      return { ...t, lookup: t.name, proof };
    }
    if (!valueTables.has(t.name)) {
      const literal = (i) => LINES[t.line[i]].substr(t.col[i], t.len[i]);
      valueTables.set(t.name, {
        ...t,
        axes: t.shape.map((n, k) => ({ name: `i${k}`, kind: 'pick', labels: Array.from({ length: n }, (_, i) => String(i)) })),
        values: Array.from(t.values, (_, i) => literal(i)),
        answer: 'number',
        embedded: true,
        lookup: null,
        proof: 'Not a relation: the page has nothing to ask the crate of it, nor a twin to hold it against. Its values are the rows of the generated source; its documentation says where they come from and what checks them.',
      });
    }
    return valueTables.get(t.name);
  }

  // every square as neither view has drawn it: what one view marks, the other would not clear
  function clearBoard() {
    for (const cell of $('board').querySelectorAll('button.sq')) {
      cell.classList.remove('hit', 'line', 'blocker', 'arg');
      for (const key of ['hit', 'blocker', 'value']) delete cell.dataset[key];
      cell.removeAttribute('title');
      cell.textContent = '';
    }
  }

  // a table by its name, `-` or `_` between words
  const named = (name) => table(name) || table(name.replaceAll('-', '_')) || table(name.replaceAll('_', '-'));

  // `name` opened: its facts and documentation, then asked as a relation (of the crate) or as a
  // table of values (by its axes), from `preset`, the arguments of the page's address
  function open(name, preset = {}) {
    const t = named(name);
    if (!t) return false;
    for (const li of $('tables').children) li.classList.toggle('current', li.dataset.name === t.name);
    $('name').textContent = t.name;
    $('facts').innerHTML = facts(t);
    renderDoc(t);
    clearBoard();
    $('answer').textContent = '';
    $('board').setAttribute('aria-label', t.relation && t.relation.args.some((a) => a.kind === 'occupancy')
      ? 'board: click a square to set the chosen argument or toggle a blocker'
      : 'board: click a square to ask it');
    $('asking').hidden = !t.relation;
    $('proof').hidden = !!t.relation;
    $('occupancy').hidden = true;
    $('board').hidden = false;
    $('work').hidden = false;
    state.name = t.name;
    state.view = null;
    if (!t.relation) {
      const at = preset.at ? preset.at.split(',').map(Number) : null;
      Values.open(valuesOf(t), at);
      return true;
    }
    $('grid-box').hidden = true;
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
    state.mode = modes()[0]?.key ?? null;
    renderArgs();
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

  // the crate's own check (Relation::verify, what `chess-lut verify` runs) of every input of
  // the domain the table's description declares, run in this page
  function checkAll() {
    const out = $('check-result');
    out.className = '';
    delete out.dataset.checked;
    delete out.dataset.failed;
    if (state.view.crate < 0) {
      out.textContent = 'Not in this page: WebAssembly has no BMI2.';
      return;
    }
    const t0 = performance.now();
    const result = state.view.check();
    const ms = Math.round(performance.now() - t0);
    const n = result.inputs.toLocaleString('en');
    if (result.differences > 0) {
      out.textContent = `${result.differences.toLocaleString('en')} of ${n} inputs differ, the first at ${result.first}.`;
      out.className = 'bad';
      out.dataset.failed = result.first;
    } else {
      out.textContent = `${n} of ${n} inputs: the twin equals the table (${ms} ms, in the crate compiled to WebAssembly).`;
      out.className = 'ok';
    }
    out.dataset.checked = String(result.inputs);
  }

  async function start() {
    // the crate, on chess-lut's page: an engine's page computes nothing
    CRATE = $('wasm') ? await loadCrate() : null;
    if (META.tables.length === 0) throw new Error('the description has no table');
    for (const info of META.tables) TABLES.set(info.name, META.path ? baked(info) : read(info));
    $('build').textContent = META.path
      ? `${META.path} · ${META.tables.length} tables · the values as the bake wrote them (chess-lut ${META.version})`
      : `chess-lut ${META.version} · ${META.tables.length} tables · ${META.bmi2 ? 'built with BMI2: PEXT tables included' : 'portable build (no PEXT tables)'} · the rows are the generated source, the answers the crate's own, compiled to WebAssembly`;
    renderList(META.tables.map((t) => ({ name: t.name, facts: `${t.shape.join('×')} · ${t.description.stored} · ${t.description.bytes.toLocaleString('en')} bytes` })), open);
    renderBoard((sq, e) => (state.view ? clickSquare(sq, e.shiftKey) : Values.click(sq)));
    wireSearch(open);
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

  start().then(() => {
    document.body.dataset.ready = '1';
  }, (e) => {
    $('fatal').textContent = `The explorer could not start: ${e.message}`;
    document.body.dataset.ready = '0';
    throw e;
  });
