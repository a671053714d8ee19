  // ---------------------------------------------------------------------------------------
  // The board: 64 buttons, rank 8 on top, `click(square, event)` on a click
  // (or Enter), the arrows moving between squares.

  function renderBoard(click) {
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
        cell.addEventListener('click', (e) => click(s, e));
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

