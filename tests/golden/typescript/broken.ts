// TODO: finish before Friday
interface Point {
  x: number;
  y: number

function dist(a: Point, b: Point): number {
  return Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

class Shape<T extends Point {
  points: T[] = [];
  add(p: T) {
    this.points.push(p)
  }
}

const label: string = 'unterminated;
const t = `sum: ${1 + 2
