/**
 * Exact decimal number: `units / 10^scale`.
 *
 * CVSS v3 formulas only add, subtract, multiply and raise to integer powers, so with
 * BigInt units no precision is ever lost. That is what keeps the "round up" steps from
 * jumping 0.1 when a float lands just above an exact one-decimal value (e.g. 4.6000000001).
 */
export class Dec {
  readonly units: bigint;
  readonly scale: number;

  private constructor(units: bigint, scale: number) {
    this.units = units;
    this.scale = scale;
  }

  /** Parses a plain decimal literal such as '0.85' or '10'. */
  static of(text: string): Dec {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) throw new RangeError(`Decimal mal formado: ${text}`);
    const [, sign = '', whole = '', fraction = ''] = match;
    return new Dec(BigInt(`${sign}${whole}${fraction}`), fraction.length);
  }

  plus(other: Dec | string): Dec {
    const [a, b, scale] = align(this, toDec(other));
    return new Dec(a + b, scale);
  }

  minus(other: Dec | string): Dec {
    const [a, b, scale] = align(this, toDec(other));
    return new Dec(a - b, scale);
  }

  times(other: Dec | string): Dec {
    const b = toDec(other);
    return new Dec(this.units * b.units, this.scale + b.scale);
  }

  pow(exponent: number): Dec {
    return new Dec(this.units ** BigInt(exponent), this.scale * exponent);
  }

  compare(other: Dec | string): number {
    const [a, b] = align(this, toDec(other));
    return a < b ? -1 : a > b ? 1 : 0;
  }

  min(other: Dec | string): Dec {
    const b = toDec(other);
    return this.compare(b) <= 0 ? this : b;
  }

  max(other: Dec | string): Dec {
    const b = toDec(other);
    return this.compare(b) >= 0 ? this : b;
  }

  /** Smallest number with `digits` decimals that is >= this (CVSS "Round up"). */
  ceil(digits: number): Dec {
    if (this.scale <= digits) return this;
    const divisor = pow10(this.scale - digits);
    // BigInt division truncates toward zero, which is already the ceiling for negatives.
    const quotient = this.units / divisor;
    const exact = quotient * divisor === this.units;
    return new Dec(exact || this.units < ZERO ? quotient : quotient + ONE, digits);
  }

  /** Rounds to `digits` decimals, halves away from zero (like the spec's round_to_nearest_integer). */
  round(digits: number): Dec {
    if (this.scale <= digits) return this;
    const divisor = pow10(this.scale - digits);
    const negative = this.units < ZERO;
    const magnitude = negative ? -this.units : this.units;
    const rounded = (magnitude * TWO + divisor) / (TWO * divisor);
    return new Dec(negative ? -rounded : rounded, digits);
  }

  /** Only exact for values with few decimals (scores), which is all it is used for. */
  toNumber(): number {
    return Number(this.units) / 10 ** this.scale;
  }
}

// BigInt() calls rather than literals so the code compiles even for targets below ES2020.
const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const TEN = BigInt(10);

function pow10(exponent: number): bigint {
  return TEN ** BigInt(exponent);
}

function toDec(value: Dec | string): Dec {
  return typeof value === 'string' ? Dec.of(value) : value;
}

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}
