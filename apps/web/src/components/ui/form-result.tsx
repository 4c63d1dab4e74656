/** What a submitted form got back: the server's message, green (role status) or red (role alert). */
export interface FormOutcome {
  ok: boolean;
  text: string;
}

export function FormResult({ result }: { result: FormOutcome | null }) {
  if (!result) return null;
  return (
    <p role={result.ok ? 'status' : 'alert'} className={`text-sm font-medium ${result.ok ? 'text-success' : 'text-danger'}`}>
      {result.text}
    </p>
  );
}
