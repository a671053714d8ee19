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
  // the eight bytes of `x` in reverse order: the board mirrored top to bottom
  function swapBytes(x) {
    let out = 0n;
    for (let i = 0n; i < 8n; i += 1n) out |= ((x >> (8n * i)) & 0xFFn) << (8n * (7n - i));
    return out;
  }

  function escapeHtml(s) {
    return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  }

  // the line indices the intersection table is read by
  const diagIndex = (s) => rankOf(s) + 7 - fileOf(s);
  const antiIndex = (s) => rankOf(s) + fileOf(s);

  // pext and pdep as the instructions compute them, for the PEXT steps shown
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
