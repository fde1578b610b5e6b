/** One device-manager REST call as received, for tests to assert on (000 §7.5 calls). */
export interface LoggedCall {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body; the raw text when it is not JSON; null when empty. */
  body: unknown;
  /** Response status, filled in once the call has been answered. */
  status: number | null;
}

export class CallLog {
  private readonly capacity: number;
  private entries: LoggedCall[] = [];

  constructor(capacity = 200) {
    this.capacity = capacity;
  }

  record(method: string, path: string, query: Record<string, string>, rawBody: string): LoggedCall {
    const entry: LoggedCall = {
      at: new Date().toISOString(),
      method,
      path,
      query,
      body: parseLoggedBody(rawBody),
      status: null,
    };
    this.entries.push(entry);
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
    return entry;
  }

  list(): LoggedCall[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.entries = [];
  }
}

function parseLoggedBody(rawBody: string): unknown {
  if (rawBody.trim() === '') return null;
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return rawBody;
  }
}
