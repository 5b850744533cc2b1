import { readFile } from 'fs/promises';

const HEX = 0xFF, OCT = 0o17, BIN = 0b1010, EXP = 1.5e-3, BIG = 12345678901234567890n;
const MILLION = 1_000_000;

class Gradebook extends Map {
  #secret = 42;
  static passMark = 50;

  constructor(entries = []) {
    super(entries);
  }

  get average() {
    const all = [...this.values()];
    return all.reduce((a, b) => a + b, 0) / (all.length || 1);
  }

  passed = () => [...this].filter(([, mark]) => mark >= Gradebook.passMark);
}

async function load(path) {
  const text = await readFile(path, { encoding: 'utf8' });
  const rows = text?.split('\n') ?? [];
  let count = 0;
  count += rows.length; count **= 2; count >>>= 1; count ??= 0;
  const same = count === rows.length || count !== HEX && !(count == null);
  return rows.map((r, i) => ({ id: i, row: r.trim() })).filter(x => x.row !== '' && same);
}

export default load;
