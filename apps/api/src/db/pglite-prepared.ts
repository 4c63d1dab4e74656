/**
 * PGlite with prepared statements, for Drizzle.
 *
 * PGlite's own `query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate
 * calls into Postgres and parses and plans the statement again every time: ~150 µs of the
 * server's only thread per statement on this machine, most of what a primary-key lookup costs.
 * This client gives every distinct SQL text a named prepared statement the first time it runs
 * (Parse + Describe, once), and from then on sends Bind + Execute + Sync as one message: ~40 µs
 * (docs/performance.md). Drizzle builds the same text for the same query shape, so every hot path
 * is prepared without being named in the code.
 *
 * It keeps PGlite's semantics: values go through PGlite's serializers for the parameter types
 * Postgres reports, rows through its parsers (the caller's `parsers` first), errors are PGlite's
 * DatabaseError, statements outside a transaction wait for a running transaction to finish, and
 * transactions are PGlite's own (BEGIN/COMMIT/ROLLBACK).
 *
 * Queued statements take turns with the event loop (LoopTurns): past QUERY_SLICE_MS of queries in
 * a row, the next one lets the server read the requests that arrived meanwhile first.
 */
import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { LoopTurns } from './loop-turns.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parser = (value: string, typeId: number) => unknown;
type Field = { name: string; dataTypeID: number };

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: Field[];
}

/** The part of PGlite's interface Drizzle's pglite driver calls. */
export interface DrizzlePgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: DrizzlePgliteClient) => Promise<T>): Promise<T>;
}

/** Statements kept prepared; the least recently used beyond this are closed. */
export const MAX_PREPARED_STATEMENTS = 500;
const NO_OPTIONS = {};
/** How long queued queries may keep the event loop waiting (loop-turns.ts; docs/performance.md). */
const QUERY_SLICE_MS = 1;
/** SQLSTATEs after which a prepared statement is re-made: the schema under it changed. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

function isDatabaseError(err: unknown): err is Error & { code?: string } {
  return err instanceof Error && typeof (err as { code?: unknown }).code === 'string';
}

export class PreparedPglite implements DrizzlePgliteClient {
  readonly #pg: PGlite;
  readonly #statements = new Map<string, Prepared>();
  /** Close messages of evicted statements, sent with the next execution. */
  #closing: Uint8Array[] = [];
  #counter = 0;
  /** Queries wait for an event-loop turn once they have held the thread this long (loop-turns.ts). */
  readonly #turns = new LoopTurns(QUERY_SLICE_MS);

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** Number of statements currently prepared (for tests and diagnostics). */
  get preparedCount(): number {
    return this.#statements.size;
  }

  async query<T>(text: string, params: unknown[] = [], options: QueryOptions = NO_OPTIONS): Promise<Results<T>> {
    // Like PGlite's query(): refuse when closed, wait for a transaction in progress, take the query lock.
    await this.#pg._checkReady();
    return this.#pg._runExclusiveTransaction(() => this.#locked<T>(text, params, options, false));
  }

  transaction<T>(callback: (tx: DrizzlePgliteClient) => Promise<T>): Promise<T> {
    return this.#pg.transaction((tx: Transaction) => {
      const scoped: DrizzlePgliteClient = {
        query: <R>(text: string, params: unknown[] = [], options: QueryOptions = NO_OPTIONS) => {
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          return this.#locked<R>(text, params, options, true);
        },
        transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
      };
      return callback(scoped);
    });
  }

  #locked<T>(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    return this.#pg.runExclusive(async () => {
      await this.#turns.take();
      try {
        return await this.#run<T>(text, params, options, inTransaction);
      } catch (err) {
        // A table changed under a prepared statement: forget it; outside a transaction, try once more.
        if (!isDatabaseError(err) || !STALE_STATEMENT.has(err.code ?? '') || !this.#forget(text) || inTransaction) throw err;
        return this.#run<T>(text, params, options, inTransaction);
      }
    });
  }

  async #run<T>(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results<T>> {
    const statement = this.#recent(text) ?? (await this.#prepare(text));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serialize = options.serializers?.[type] ?? this.#pg.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.#pg.execProtocolStream(
      concat([
        ...this.#takeClosing(),
        protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, ...(options.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    if (!inTransaction) await this.#pg.syncToFs();
    return this.#results<T>(statement, messages, options);
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `gayaku_${(this.#counter += 1)}`;
    const messages = await this.#pg.execProtocolStream(
      concat([
        ...this.#takeClosing(),
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const message of messages) {
      if (message.name === 'parameterDescription') paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
      if (message.name === 'rowDescription')
        fields = (message as unknown as { fields: Field[] }).fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID }));
    }
    const prepared: Prepared = { name, paramTypes, fields };
    this.#statements.set(text, prepared);
    if (this.#statements.size > MAX_PREPARED_STATEMENTS) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) this.#forget(oldest);
    }
    return prepared;
  }

  /** The statement prepared for `text`, marked as the most recently used. */
  #recent(text: string): Prepared | undefined {
    const statement = this.#statements.get(text);
    if (statement) {
      this.#statements.delete(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }

  #forget(text: string): boolean {
    const statement = this.#statements.get(text);
    if (!statement) return false;
    this.#statements.delete(text);
    this.#closing.push(protocol.serialize.close({ type: 'S', name: statement.name }));
    return true;
  }

  #takeClosing(): Uint8Array[] {
    const closing = this.#closing;
    this.#closing = [];
    return closing;
  }

  #results<T>(statement: Prepared, messages: BackendMessage[], options: QueryOptions): Results<T> {
    const { fields } = statement;
    const parsers = fields.map(
      ({ dataTypeID }) => (options.parsers?.[dataTypeID] ?? this.#pg.parsers[dataTypeID] ?? null) as Parser | null,
    );
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, i) => {
          const parse = parsers[i];
          return value === null || !parse ? value : parse(value, fields[i]!.dataTypeID);
        });
        if (options.rowMode === 'array') rows.push(values);
        else rows.push(Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
      } else if (message.name === 'commandComplete') {
        const words = (message as unknown as { text: string }).text.split(' ');
        command = words[0];
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (!Number.isNaN(count)) {
          rowCount = count;
          if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE')
            affectedRows += count;
        }
      }
    }
    return {
      rows: rows as Results<T>['rows'],
      fields,
      affectedRows,
      ...(command ? { command } : {}),
      ...(rowCount !== undefined ? { rowCount } : {}),
    };
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
