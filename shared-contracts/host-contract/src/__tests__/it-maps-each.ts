// For the contract's tests of a function from a string (a cookie header, a path) to one of a few
// answers: the inputs are listed under the answer each must give, one test per input.

/** One test per input: `read(input)` is the answer the input is listed under. */
export function itMapsEach(read: (input: string) => string, inputsByAnswer: Readonly<Record<string, readonly string[]>>): void {
  const cases = Object.entries(inputsByAnswer).flatMap(([answer, inputs]) => inputs.map((input) => [input, answer] as const));
  it.each(cases)('%j gives %s', (input, answer) => {
    expect(read(input)).toBe(answer);
  });
}
