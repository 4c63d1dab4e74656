/** Adds a synonym, or edits the one chosen in the table: a term and the words that mean the same. */
import type { Synonym } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { Panel } from '../../admin/index.ts';
import { useSaveSynonym } from '../api/synonyms.ts';
import { parseSynonyms, synonymFormProblem } from '../synonym-model.ts';

export function SynonymForm({ editing, onDone }: { editing: Synonym | null; onDone: () => void }) {
  const [term, setTerm] = useState(editing?.term ?? '');
  const [words, setWords] = useState(editing?.synonyms.join(', ') ?? '');
  const [problem, setProblem] = useState<{ field: 'term' | 'synonyms'; text: string } | null>(null);
  const save = useSaveSynonym();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const synonyms = parseSynonyms(words);
    const text = synonymFormProblem(term, synonyms);
    if (text) {
      setProblem({ field: term.trim() ? 'synonyms' : 'term', text });
      return;
    }
    setProblem(null);
    save.mutate(
      { id: editing?.id, body: { term: term.trim().toLowerCase(), synonyms } },
      {
        onSuccess: (saved) => {
          toast.success(editing ? `Sinonim "${saved.term}" diperbarui` : `Sinonim "${saved.term}" ditambahkan`);
          if (!editing) {
            setTerm('');
            setWords('');
          }
          onDone();
        },
        onError: (error) => setProblem({ field: 'term', text: errorText(error, 'Gagal menyimpan sinonim') }),
      },
    );
  };

  return (
    <Panel title={editing ? `Edit Sinonim "${editing.term}"` : 'Tambah Sinonim'} labelledBy="synonym-form-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-start">
        <InputField
          label="Kata"
          name="term"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="mis. kaos"
          maxLength={50}
          autoComplete="off"
          // Edit was chosen in the table below: the form takes the focus.
          autoFocus={editing !== null}
          error={problem?.field === 'term' ? problem.text : undefined}
        />
        <InputField
          label="Sinonim"
          name="synonyms"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder="mis. t-shirt, tshirt, tee"
          hint="Pisahkan dengan koma. Pencarian salah satunya menemukan semuanya."
          autoComplete="off"
          error={problem?.field === 'synonyms' ? problem.text : undefined}
        />
        <div className="flex gap-2 md:pt-7">
          <Button type="submit" size="md" disabled={save.isPending}>
            {save.isPending ? 'Menyimpan...' : 'Simpan'}
          </Button>
          {editing ? (
            <Button variant="secondary" size="md" onClick={onDone}>
              Batal
            </Button>
          ) : null}
        </div>
      </form>
    </Panel>
  );
}
