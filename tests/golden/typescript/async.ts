/* Fetch and summarise marks.
   Uses async/await and generics. */
import type { Student } from './types';

const RATE: number = 1.5, BIG: bigint = 10n, MASK = 0x1F, TINY = 2e-8;

/** Wraps a value with a timestamp. */
interface Stamped<T> { value: T; at: Date }

async function fetchJson<T>(url: string, retries = 3): Promise<T> {
  for (let attempt = 0; attempt < retries; attempt++) {
    const res = await fetch(`${url}?try=${attempt}&rate=${RATE}`);
    if (res.ok) return (await res.json()) as T;
  }
  throw new Error(`failed after ${retries} tries: ${url}`);
}

const stamp = <T,>(value: T): Stamped<T> => ({ value, at: new Date() });

export async function summary(ids: readonly number[]): Promise<string[]> {
  const students = await Promise.all(ids.map(id => fetchJson<Student>(`/api/s/${id}`)));
  const out: string[] = [];
  for (const s of students) {
    const best = Math.max(...s.marks) ?? 0;
    const name = s.email!.split('@')[0];
    out.push(`${name}: ${best}` + '\n' + stamp(best).at.toISOString());
  }
  let flags = MASK & 0b11 | (BIG > 0n ? 1 : 0);
  flags ^= ~TINY >>> 0;
  return out;
}
