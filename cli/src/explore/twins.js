  // ---------------------------------------------------------------------------------------
  // The computed twins: a port of chess_lut::calc.

  const A2A7 = 0x0001010101010100n;
  const B2G7 = 0x0040201008040200n;
  const H1B7 = 0x0002040810204080n;
  const NOT_A = 0xFEFEFEFEFEFEFEFEn;
  const NOT_AB = 0xFCFCFCFCFCFCFCFCn;
  const NOT_H = 0x7F7F7F7F7F7F7F7Fn;
  const NOT_GH = 0x3F3F3F3F3F3F3F3Fn;

  const rankMask = (s) => 0xFFn << BigInt(s & 56);
  const fileMask = (s) => 0x0101010101010101n << BigInt(s & 7);
  const shiftSigned = (main, d) => (d >= 0 ? u64(main << BigInt(d)) : main >> BigInt(-d));
  const diagonalMask = (s) => shiftSigned(0x8040201008040201n, 8 * (rankOf(s) - fileOf(s)));
  const antiDiagonalMask = (s) => shiftSigned(0x0102040810204080n, 8 * (rankOf(s) + fileOf(s) - 7));
  const KINDS = ['rank', 'file', 'diagonal', 'anti-diagonal'];
  const calcLineMask = (s, kind) => [rankMask, fileMask, diagonalMask, antiDiagonalMask][kind](s);

  function calcInBetween(a, b) {
    const [s1, s2] = [BigInt(a), BigInt(b)];
    const btwn = u64(M64 << s1) ^ u64(M64 << s2);
    const file = u64((s2 & 7n) - (s1 & 7n));
    const rank = u64((s2 | 7n) - s1) >> 3n;
    let line = u64((file & 7n) - 1n) & A2A7;
    line += 2n * (u64((rank & 7n) - 1n) >> 58n);
    line += u64((u64(rank - file) & 15n) - 1n) & B2G7;
    line += u64((u64(rank + file) & 15n) - 1n) & H1B7;
    line = u64(line * (btwn & u64(-btwn)));
    return line & btwn;
  }

  function calcLine(a, b) {
    const ifHolds = (mask) => ((mask >> BigInt(b)) & 1n ? mask : 0n);
    const through = ifHolds(rankMask(a)) | ifHolds(fileMask(a)) | ifHolds(diagonalMask(a))
      | ifHolds(antiDiagonalMask(a));
    return a === b ? 0n : through;
  }

  // calc::knight_distance: the open-board distance in three bit planes, and the corner case
  function openBoard(dx, dy) {
    const [x, y] = dx >= dy ? [dx, dy] : [dy, dx];
    const delta = x - y;
    const divEuclid = (p, q) => Math.floor(p / q);
    const open = y > delta ? delta - 2 * divEuclid(delta - y, 3) : delta - 2 * divEuclid(delta - y, 4);
    const detour = (x === 1 && y === 0) || (x === 2 && y === 2);
    return open + 2 * (detour ? 1 : 0);
  }
  const PLANES = [0n, 0n, 0n];
  for (let i = 0; i < 64; i++) {
    const d = BigInt(openBoard(i % 8, Math.floor(i / 8)));
    for (let p = 0; p < 3; p++) PLANES[p] |= ((d >> BigInt(p)) & 1n) << BigInt(i);
  }
  function calcKnightDistance(a, b) {
    const CORNERS = 0x8100000000000081n;
    const dx = Math.abs(fileOf(a) - fileOf(b));
    const dy = Math.abs(rankOf(a) - rankOf(b));
    const i = BigInt(8 * dy + dx);
    const d = ((PLANES[0] >> i) & 1n) | (((PLANES[1] >> i) & 1n) << 1n) | (((PLANES[2] >> i) & 1n) << 2n);
    const corner = ((CORNERS >> BigInt(a)) | (CORNERS >> BigInt(b))) & 1n;
    return Number(d + 2n * (corner & (i === 9n ? 1n : 0n)));
  }

  function knightTargets(set) {
    const one = (u64(set << 1n) & NOT_A) | ((set >> 1n) & NOT_H);
    const two = (u64(set << 2n) & NOT_AB) | ((set >> 2n) & NOT_GH);
    return u64(one << 16n) | (one >> 16n) | u64(two << 8n) | (two >> 8n);
  }
  const calcKnightAttacks = (s) => knightTargets(bit(s));
  function calcKingAttacks(s) {
    const b = bit(s);
    const row = (u64(b << 1n) & NOT_A) | ((b >> 1n) & NOT_H);
    const three = row | b;
    return row | u64(three << 8n) | (three >> 8n);
  }
  function calcPawnAttacks(color, s) {
    const b = bit(s);
    return color === 0
      ? (u64(b << 7n) & NOT_H) | (u64(b << 9n) & NOT_A)
      : ((b >> 9n) & NOT_H) | ((b >> 7n) & NOT_A);
  }

  // calc::rook_attacks and calc::bishop_attacks: the ray walk
  const ROOK_RAYS = [[1, 0], [-1, 0], [0, 1], [0, -1]];
  const BISHOP_RAYS = [[1, 1], [-1, -1], [-1, 1], [1, -1]];
  function rayWalk(s, occupied, rays) {
    let attacks = 0n;
    for (const [df, dr] of rays) {
      let [f, r] = [fileOf(s) + df, rankOf(s) + dr];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        const b = bit(8 * r + f);
        attacks |= b;
        if (occupied & b) break;
        f += df;
        r += dr;
      }
    }
    return attacks;
  }
  const calcRook = (s, occ) => rayWalk(s, occ, ROOK_RAYS);
  const calcBishop = (s, occ) => rayWalk(s, occ, BISHOP_RAYS);
  const calcSlider = (piece, s, occ) =>
    (piece === 'bishop' ? 0n : calcRook(s, occ)) | (piece === 'rook' ? 0n : calcBishop(s, occ));

  // Attacker order of chess_lut::Attacker: p P N B R Q K
  const ATTACKERS = [
    { value: 0, label: 'p', name: 'black pawn' }, { value: 1, label: 'P', name: 'white pawn' },
    { value: 2, label: 'N', name: 'knight' }, { value: 3, label: 'B', name: 'bishop' },
    { value: 4, label: 'R', name: 'rook' }, { value: 5, label: 'Q', name: 'queen' },
    { value: 6, label: 'K', name: 'king' },
  ];
  function calcIsAttackedBy(from, to, attacker, occ) {
    const attacks = [
      () => calcPawnAttacks(1, from), () => calcPawnAttacks(0, from), () => calcKnightAttacks(from),
      () => calcBishop(from, occ), () => calcRook(from, occ),
      () => calcBishop(from, occ) | calcRook(from, occ), () => calcKingAttacks(from),
    ][attacker]();
    return ((attacks >> BigInt(to)) & 1n) === 1n;
  }

  // calc::intersection: 0x88 arithmetic, one formula per kind pair
  function fromX88(s88) {
    return (s88 & 0x88) !== 0 ? null : ((s88 >> 1) & 56) + (s88 & 7);
  }
  const diagIndex = (s) => rankOf(s) + 7 - fileOf(s);
  const antiIndex = (s) => rankOf(s) + fileOf(s);
  function calcIntersection(a, ka, b, kb) {
    const key = `${ka}${kb}`;
    const rf = (x, y) => (x & 56) | (y & 7);
    const rd = (x, y) => fromX88(17 * rankOf(x) - rankOf(y) + fileOf(y));
    const ra = (x, y) => fromX88(15 * rankOf(x) + rankOf(y) + fileOf(y));
    const fd = (x, y) => fromX88(17 * fileOf(x) + 16 * rankOf(y) - 16 * fileOf(y));
    const fa = (x, y) => fromX88(16 * rankOf(y) + 16 * fileOf(y) - 15 * fileOf(x));
    const da = (x, y) => {
      // Square::diagonal is rank - file (-7..=7), not the table's index rank + 7 - file
      const x2 = 17 * antiIndex(y) + 15 * (rankOf(x) - fileOf(x));
      return (x2 & 0x111) !== 0 ? null : ((x2 >> 2) & 56) + ((x2 >> 1) & 7);
    };
    const plan = {
      '01': () => rf(a, b), '10': () => rf(b, a), '02': () => rd(a, b), '20': () => rd(b, a),
      '03': () => ra(a, b), '30': () => ra(b, a), '12': () => fd(a, b), '21': () => fd(b, a),
      '13': () => fa(a, b), '31': () => fa(b, a), '23': () => da(a, b), '32': () => da(b, a),
    }[key];
    return plan ? plan() : null;
  }

  // software pext and pdep, as the generator gathers (BMI2 tables only)
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

  // the engine masks' twins: distances by coordinates, boxes and shifted files
  const calcKingDistance = (a, b) => Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));
  const calcManhattanDistance = (a, b) => Math.abs(fileOf(a) - fileOf(b)) + Math.abs(rankOf(a) - rankOf(b));
  const offCenter = (x) => (Math.abs(7 - 2 * x) - 1) / 2;
  const calcCenterDistance = (s) => Math.max(offCenter(fileOf(s)), offCenter(rankOf(s)));
  const calcCenterManhattanDistance = (s) => offCenter(fileOf(s)) + offCenter(rankOf(s));
  function squareBox(s, d) {
    let out = 0n;
    for (let t = 0; t < 64; t++) if (calcKingDistance(s, t) <= d) out |= bit(t);
    return out;
  }
  const calcDistanceRing = (s, d) => (d > 7 ? 0n : d === 0 ? bit(s) : squareBox(s, d) ^ squareBox(s, d - 1));
  const calcAdjacentFiles = (s) => (u64(fileMask(s) << 1n) & NOT_A) | ((fileMask(s) >> 1n) & NOT_H);
  const calcForwardRanks = (color, s) => (color === 0
    ? u64(u64(M64 << 8n) << BigInt(8 * rankOf(s)))
    : (1n << BigInt(8 * rankOf(s))) - 1n);
  const calcForwardFile = (color, s) => calcForwardRanks(color, s) & fileMask(s);
  const calcPawnAttackSpan = (color, s) => calcForwardRanks(color, s) & calcAdjacentFiles(s);
  const calcPassedPawnSpan = (color, s) => calcForwardRanks(color, s) & (calcAdjacentFiles(s) | fileMask(s));
  const calcPath = (a, b) => calcInBetween(a, b) | bit(b);
  function calcBeyond(a, b) {
    const side = b > a ? u64(M64 << BigInt(b + 1)) : bit(b) - 1n;
    return calcLine(a, b) & side;
  }
