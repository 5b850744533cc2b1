// Student record types for the course portal
export interface Student {
  readonly id: number;
  name: string;
  email?: string;
  marks: Array<number>;
}

type Grade = 'A' | 'B' | 'C' | 'F';
enum Status { Active = 1, Suspended, Graduated = 0x10 }

function Logged(target: any, key: string): void {
  console.log(`decorated ${key}`);
}

export class Registry<T extends Student = Student> {
  private items: Map<number, T> = new Map();

  @Logged
  add(item: T): this {
    this.items.set(item.id, item);
    return this;
  }

  find(pred: (s: T) => boolean): T | undefined {
    return [...this.items.values()].find(pred);
  }

  grade(s: T): Grade {
    const avg = s.marks.reduce((a, b) => a + b, 0) / s.marks.length;
    return avg >= 70 ? 'A' : avg >= 60 ? 'B' : avg >= 50 ? 'C' : 'F';
  }
}

const status: Status = Status.Active as Status;
const keys = Object.keys({} as Record<string, unknown>) satisfies string[];
