  // ---------------------------------------------------------------------------------------
  // The crate itself: chess-lut compiled to WebAssembly (chess-lut-explorer), carried in this
  // page. Every answer, every twin's answer, the squares an occupancy matters by and the check
  // of every input are asked of it; the page ports none of them.

  async function loadCrate() {
    const text = atob($('wasm').textContent.trim());
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    const { instance } = await WebAssembly.instantiate(bytes, {});
    const e = instance.exports;
    const view = () => new DataView(e.memory.buffer);
    const io = e.io_address();
    const ANSWER = 7;
    // the calls first: the first builds the names, which may grow the memory
    const [at, len] = [e.relation_names(), e.relation_names_len()];
    const names = new TextDecoder().decode(new Uint8Array(e.memory.buffer, at, len)).trim().split('\n');
    const write = (args) => args.forEach((x, i) => view().setBigUint64(io + 8 * i, BigInt(x), true));
    const number = () => view().getBigUint64(io + 8 * ANSWER, true);
    // an answer as the page shows it: a set's bits, a number, yes or no, a square (null: none)
    const answer = (kind) => {
      const x = number();
      return [undefined, x, Number(x), x === 1n, x === 64n ? null : Number(x)][kind];
    };
    return {
      // the relation's number in the crate, -1 where the page's WebAssembly has none of it
      index: (table, lookupPath) => names.indexOf(`${table} ${lookupPath}`),
      lookup(r, args) { write(args); return answer(e.ask(r, 0)); },
      twin(r, args) { write(args); return answer(e.ask(r, 1)); },
      matters(r, args, i) { write(args.slice(0, i)); return BigInt.asUintN(64, e.matters(r, i)); },
      verify(r, n) {
        const differences = e.verify(r);
        const first = [...Array(n).keys()].map((i) => view().getBigUint64(io + 8 * i, true));
        return { differences, inputs: Number(number()), first };
      },
    };
  }
