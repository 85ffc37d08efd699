import { describe, expect, it } from 'vitest';
import { isClosedTransaction } from './closed-transaction';

describe('isClosedTransaction', () => {
  it("recognises the emulator's and production's closed transaction", () => {
    expect(
      isClosedTransaction({
        code: 3,
        message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.',
      }),
    ).toBe(true);
    expect(
      isClosedTransaction({
        code: 3,
        message: '3 INVALID_ARGUMENT: The referenced transaction has expired',
      }),
    ).toBe(true);
  });

  it('leaves every other failure to the caller', () => {
    expect(isClosedTransaction({ code: 3, message: '3 INVALID_ARGUMENT: bad field path' })).toBe(
      false,
    );
    expect(isClosedTransaction({ code: 10, message: 'Transaction is invalid or closed.' })).toBe(
      false,
    );
    expect(isClosedTransaction(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(undefined)).toBe(false);
  });
});
