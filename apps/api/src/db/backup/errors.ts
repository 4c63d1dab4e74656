/**
 * The one error type of backup, restore and the PGlite carry-over: a refusal or a failure whose
 * message (Indonesian) is meant for the person running the command, printed as it is.
 */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}
