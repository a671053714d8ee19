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

    // the grid over the axes `gridAxes` gives: the first down, the second across; one axis
    // alone is a row, or rows of 16 where it is longer, each labelled by its first value
    function layout(t) {
      const axes = gridAxes(t);
      const lastWord = (label) => label.replace(/^.* /, '');
      if (axes.length === 2) {
        const [r, c] = axes;
        return {
          rows: t.shape[r],
          cols: t.shape[c],
          corner: `${t.axes[r].name} \\ ${t.axes[c].name}`,
          rowLabel: (i) => lastWord(t.axes[r].labels[i]),
          colLabel: (j) => lastWord(t.axes[c].labels[j]),
          put: (at, i, j) => { at[r] = i; at[c] = j; },
        };
      }
      const [c] = axes;
      const n = t.shape[c];
      const cols = Math.min(n, 16);
      return {
        rows: Math.ceil(n / cols),
        cols,
        corner: t.axes[c].name,
        rowLabel: (i) => (n > cols ? lastWord(t.axes[c].labels[i * cols]) : ''),
        colLabel: (j) => (n > cols ? `+${j}` : lastWord(t.axes[c].labels[j])),
        put: (at, i, j) => { at[c] = i * cols + j; },
        size: n,
      };
    }

    function renderGrid(t) {
      const grid = $('grid');
      grid.textContent = '';
      $('grid-box').hidden = gridAxes(t).length === 0;
      if (gridAxes(t).length === 0) return;
      const g = layout(t);
      const head = grid.createTHead().insertRow();
      head.insertCell().textContent = g.corner;
      for (let j = 0; j < g.cols; j++) head.insertCell().textContent = g.colLabel(j);
      const body = grid.createTBody();
      for (let i = 0; i < g.rows; i++) {
        const row = body.insertRow();
        row.insertCell().textContent = g.rowLabel(i);
        for (let j = 0; j < g.cols; j++) {
          const cell = row.insertCell();
          if (g.size !== undefined && i * g.cols + j >= g.size) continue;
          cell.dataset.row = String(i);
          cell.dataset.col = String(j);
          cell.tabIndex = -1;
          cell.addEventListener('click', () => {
            g.put(state.at, i, j);
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
      // the grid: the values over its axes, the others as picked; the asked one in view
      if (gridAxes(t).length > 0) {
        const g = layout(t);
        for (const cell of $('grid').querySelectorAll('td[data-col]')) {
          const at = state.at.slice();
          g.put(at, Number(cell.dataset.row), Number(cell.dataset.col));
          const asked = at.every((i, k) => i === state.at[k]);
          cell.textContent = valueAt(t, at);
          cell.classList.toggle('asked', asked);
          if (asked) scrollWithin($('grid-box'), cell);
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
        history.replaceState(null, '', `#${t.name}`);
        document.body.dataset.table = t.name;
        return;
      }
      state.at = t.axes.map((a, k) => (at && Number.isInteger(at[k]) && at[k] >= 0 && at[k] < t.shape[k] ? at[k] : a.kind === 'square' ? 28 : 0));
      renderArgs(t);
      renderGrid(t);
      update();
    }

    // `cell` scrolled into view inside `box`, the page itself left where it is
    function scrollWithin(box, cell) {
      const [b, c] = [box.getBoundingClientRect(), cell.getBoundingClientRect()];
      if (c.top < b.top + 24 || c.bottom > b.bottom) box.scrollTop += c.top - b.top - b.height / 2;
      if (c.left < b.left + 48 || c.right > b.right) box.scrollLeft += c.left - b.left - b.width / 2;
    }

    // a square clicked: the last square axis asks it
    function click(sq) {
      state.at[squareAxis(state.t)] = sq;
      update();
    }

    return { open, click };
  })();
