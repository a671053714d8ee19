  // ---------------------------------------------------------------------------------------
  // The list of tables and its search box: an item per table, typing
  // filters, the arrows move, Enter opens, "/" jumps to the search.

  const visibleItems = () => [...$('tables').children].filter((li) => !li.hidden);

  function highlight(li) {
    for (const other of $('tables').children) other.setAttribute('aria-selected', String(other === li));
    if (li) {
      li.scrollIntoView({ block: 'nearest' });
      $('search').setAttribute('aria-activedescendant', li.id);
    }
  }

  // the list: each table's name and the facts under it; a click opens it
  function renderList(items, open) {
    const list = $('tables');
    list.textContent = '';
    for (const { name, facts } of items) {
      const li = document.createElement('li');
      li.id = `t-${name}`;
      li.setAttribute('role', 'option');
      li.dataset.name = name;
      li.innerHTML = `<span class="mono">${escapeHtml(name)}</span><small>${escapeHtml(facts)}</small>`;
      li.addEventListener('click', () => open(name));
      list.appendChild(li);
    }
  }

  // a name as the search compares it: `-` or `_` between words alike (chess-lut's names are
  // kebab-case, an engine's snake_case)
  const spelling = (name) => name.replaceAll('_', '-');

  // the search box drives the list
  function wireSearch(open) {
    const search = $('search');
    search.addEventListener('input', () => {
      const q = spelling(search.value.trim().toLowerCase());
      for (const li of $('tables').children) li.hidden = q !== '' && !spelling(li.dataset.name).includes(q);
      const items = visibleItems();
      highlight(items.find((li) => spelling(li.dataset.name) === q) || items[0] || null);
    });
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
      if (e.key === '/' && document.activeElement !== search && !['INPUT', 'SELECT'].includes(document.activeElement.tagName)) {
        e.preventDefault();
        search.focus();
        search.select();
      }
    });
  }
