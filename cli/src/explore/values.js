  // ---------------------------------------------------------------------------------------
  // A table of values, asked by its axes: an engine's baked table (every value as its bake
  // wrote it into the source, embedded from its description) or one of chess-lut's tables of
  // data (its values read from the generated source, indexed as they are stored). A square
  // axis is asked on the board, every other axis picked from a list; where the answer is a
  // number and an axis is a square, the board shows the value on every square; where no axis
  // is a square, a grid shows the last two axes. Nothing is computed here.

  const Values = (() => {
    const state = { t: null, at: [] };

    // the last square axis: set by clicking the board
    const squareAxis = (t) => t.axes.map((a) => a.kind).lastIndexOf('square');
    // the axes the grid spreads out, where no axis is a square: the last two (or the one)
    const gridAxes = (t) => (squareAxis(t) >= 0 ? [] : t.axes.map((_, k) => k).slice(-2));
    const flat = (t, at) => at.reduce((acc, i, k) => acc * t.shape[k] + i, 0);
    const valueAt = (t, at) => t.values[flat(t, at)];
    // what the board draws on a square: the value where it is short, else nothing
    const short = (v) => (v.length <= 5 ? v : '');

    // a list to pick each axis the board and the grid do not ask
    function renderArgs(t) {
      const box = $('args');
      box.textContent = '';
      const asked = [squareAxis(t), ...gridAxes(t)];
      t.axes.forEach((a, k) => {
        if (asked.includes(k)) return;
        const label = document.createElement('label');
        label.className = 'group';
        label.innerHTML = `<span>${escapeHtml(a.name)}</span>`;
        const select = document.createElement('select');
        select.id = `axis-${k}`;
        a.labels.forEach((text, i) => select.add(new Option(text, String(i))));
        select.value = String(state.at[k]);
        select.addEventListener('change', () => {
          state.at[k] = Number(select.value);
          update();
        });
        label.appendChild(select);
        box.appendChild(label);
      });
    }

    function renderGrid(t) {
      const grid = $('grid');
      grid.textContent = '';
      const axes = gridAxes(t);
      $('grid-box').hidden = axes.length === 0;
      if (axes.length === 0) return;
      const [rows, cols] = axes.length === 2 ? axes : [-1, axes[0]];
      const head = grid.createTHead().insertRow();
      head.insertCell().textContent = rows >= 0 ? `${t.axes[rows].name} \\ ${t.axes[cols].name}` : t.axes[cols].name;
      for (const text of t.axes[cols].labels) head.insertCell().textContent = text.replace(/^.* /, '');
      const body = grid.createTBody();
      const rowCount = rows >= 0 ? t.shape[rows] : 1;
      for (let i = 0; i < rowCount; i++) {
        const row = body.insertRow();
        row.insertCell().textContent = rows >= 0 ? t.axes[rows].labels[i].replace(/^.* /, '') : '';
        for (let j = 0; j < t.shape[cols]; j++) {
          const cell = row.insertCell();
          cell.dataset.row = String(i);
          cell.dataset.col = String(j);
          cell.tabIndex = -1;
          cell.addEventListener('click', () => {
            if (rows >= 0) state.at[rows] = i;
            state.at[cols] = j;
            update();
          });
        }
      }
    }

    function update() {
      const t = state.t;
      const sq = squareAxis(t);
      const value = valueAt(t, state.at);
      // the board: the set asked for, or the value on every square
      $('board').hidden = sq < 0;
      if (sq >= 0) {
        const set = t.answer === 'set' ? BigInt(value) : 0n;
        for (const cell of $('board').querySelectorAll('button.sq')) {
          const s = squareOf(cell.dataset.square);
          const at = state.at.slice();
          at[sq] = s;
          const here = valueAt(t, at);
          const hit = t.answer === 'set' ? (set & bit(s)) !== 0n : t.answer === 'yes' && here === 'true';
          cell.classList.toggle('hit', hit);
          cell.classList.toggle('arg', s === state.at[sq]);
          cell.classList.remove('line', 'blocker');
          cell.dataset.hit = hit ? '1' : '0';
          cell.dataset.value = here;
          const shown = t.answer === 'set' || t.answer === 'yes' ? '' : short(here);
          cell.innerHTML = shown ? `<span class="num">${escapeHtml(shown)}</span>` : '';
          cell.title = `${sqName(s)}: ${here}`;
          cell.setAttribute('aria-label', `${sqName(s)}${s === state.at[sq] ? ', asked' : ''}: ${t.answer === 'set' ? (hit ? 'in the set' : 'not in the set') : here}`);
        }
      }
      // the grid: the values over its axes, the others as picked
      const axes = gridAxes(t);
      if (axes.length > 0) {
        const [rows, cols] = axes.length === 2 ? axes : [-1, axes[0]];
        for (const cell of $('grid').querySelectorAll('td[data-col]')) {
          const at = state.at.slice();
          if (rows >= 0) at[rows] = Number(cell.dataset.row);
          at[cols] = Number(cell.dataset.col);
          const here = valueAt(t, at);
          cell.textContent = here;
          cell.classList.toggle('asked', at.every((i, k) => i === state.at[k]));
        }
      }
      const labels = t.axes.map((a, k) => a.labels[state.at[k]]).join(', ');
      const index = state.at.map((i) => `[${i}]`).join('');
      const described = t.answer === 'set' ? `${squares(BigInt(value)).length} squares: ${names(BigInt(value))}` : value;
      $('answer').innerHTML = `<dt>asked</dt><dd id="asked">${escapeHtml(labels)}</dd>`
        + `<dt>value</dt><dd id="value" data-value="${escapeHtml(value)}">${escapeHtml(described)}</dd>`
        + `<dt>read</dt><dd id="read">${escapeHtml(t.ident)}${index}${t.lookup ? `, by <code>${escapeHtml(t.lookup)}</code>` : ''}</dd>`;
      history.replaceState(null, '', `#${t.name}&at=${state.at.join(',')}`);
      document.body.dataset.table = t.name;
    }

    // `t` asked at `at` (an index per axis; null, or one out of range: squares on e4,
    // everything else on its first value)
    function open(t, at = null) {
      state.t = t;
      $('proof').textContent = t.proof;
      $('answer-box').hidden = false;
      $('work').hidden = !t.embedded;
      $('grid-box').hidden = true;
      if (!t.embedded) {
        $('facts').innerHTML += ' · too many values to embed here: <code>chess-lut dump --tables</code> writes them';
        document.body.dataset.table = t.name;
        return;
      }
      state.at = t.axes.map((a, k) => (at && Number.isInteger(at[k]) && at[k] >= 0 && at[k] < t.shape[k] ? at[k] : a.kind === 'square' ? 28 : 0));
      renderArgs(t);
      renderGrid(t);
      update();
    }

    // a square clicked: the last square axis asks it
    function click(sq) {
      state.at[squareAxis(state.t)] = sq;
      update();
    }

    return { open, click };
  })();
