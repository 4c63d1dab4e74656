/**
 * Indonesian texts for what zod reports when a schema gives no message of its own, so that no
 * validator English ("Invalid input: expected string, received array") reaches a person. The API
 * installs them at start (app.ts), the web before its first form.
 */
import { z } from 'zod';
import { MESSAGES } from './messages.ts';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'true atau false',
  array: 'daftar',
  object: 'objek',
  date: 'tanggal',
};

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** `Isian "name"`, naming the last field of the issue's path (none for the whole body). */
function fieldOf(issue: Issue): string {
  const name = [...(issue.path ?? [])].reverse().find((part) => typeof part === 'string');
  return name ? `Isian "${String(name)}"` : 'Data';
}

function sizeUnit(origin: unknown): string {
  if (origin === 'string') return ' karakter';
  if (origin === 'array' || origin === 'set') return ' item';
  return '';
}

export function indonesianIssueMessage(issue: Issue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case 'invalid_type':
      return `${field} harus berupa ${TYPE_NAMES[String(issue.expected)] ?? 'nilai yang benar'}`;
    case 'too_small':
      return `${field} minimal ${String(issue.minimum)}${sizeUnit(issue.origin)}`;
    case 'too_big':
      return `${field} maksimal ${String(issue.maximum)}${sizeUnit(issue.origin)}`;
    case 'invalid_format':
      return `Format ${field.toLowerCase()} tidak valid`;
    case 'invalid_value':
      return `${field} harus salah satu dari: ${(issue.values as unknown[]).map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Isian tidak dikenal: ${(issue.keys as string[]).join(', ')}`;
    case 'not_multiple_of':
      return `${field} harus kelipatan ${String(issue.divisor)}`;
    default:
      return MESSAGES.invalidInput;
  }
}

/** Makes these the texts of every zod schema in this process that gives none of its own. */
export function installIndonesianValidationMessages(): void {
  z.config({ customError: indonesianIssueMessage });
}
