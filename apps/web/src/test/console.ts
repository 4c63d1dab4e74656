/** Shared between the setup file and tests: console.error calls seen in the current test. */
export const consoleErrorState: { expected: boolean; calls: unknown[][] } = { expected: false, calls: [] };

/** Announce that this test expects console.error output (e.g. an error boundary or a logged failure). */
export function expectConsoleError(): { calls: unknown[][] } {
  consoleErrorState.expected = true;
  return consoleErrorState;
}
