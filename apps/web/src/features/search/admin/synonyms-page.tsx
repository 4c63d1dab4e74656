/**
 * /admin/synonyms, 'Sinonim Pencarian' under Kelola Atribut: the words the search treats as one
 * ("kaos" finds t-shirts), listed ten at a time from the server and searchable; each can be added,
 * edited and deleted (after a confirmation). The search text and the page live in the URL.
 */
import type { Synonym } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog, PageHeader, Panel } from '../../admin/index.ts';
import { synonymsQuery, useDeleteSynonym } from '../api/synonyms.ts';
import { SYNONYM_PAGE_SIZE } from '../synonym-model.ts';
import { SynonymForm } from './synonym-form.tsx';
import { SynonymTable } from './synonym-table.tsx';

function SynonymSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor="synonym-search" className="sr-only">
        Cari sinonim
      </label>
      <input
        id="synonym-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Cari sinonim"
        className="field-input h-9 w-40 sm:w-56"
      />
      <Button type="submit" size="sm" variant="secondary">
        Cari
      </Button>
    </form>
  );
}

export function SynonymsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const offset = Math.max(0, Math.trunc(Number(params.get('offset'))) || 0);
  const page = useQuery(synonymsQuery(q, offset));
  const [editing, setEditing] = useState<Synonym | null>(null);
  const [pending, setPending] = useState<Synonym | null>(null);
  const remove = useDeleteSynonym();

  const go = (nextQ: string, nextOffset: number) => {
    const search = new URLSearchParams();
    if (nextQ) search.set('q', nextQ);
    if (nextOffset > 0) search.set('offset', String(nextOffset));
    setParams(search);
  };
  const confirmDelete = (synonym: Synonym) =>
    remove.mutate(synonym.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        if (editing?.id === synonym.id) setEditing(null);
        // The last row of a later page: show the page before.
        if (page.data?.synonyms.length === 1 && offset > 0) go(q, Math.max(0, offset - SYNONYM_PAGE_SIZE));
      },
      onSettled: () => setPending(null),
    });

  return (
    <>
      <PageHeader
        title="Sinonim Pencarian"
        description="Kata yang dianggap sama saat pembeli mencari, mis. kaos = t-shirt = tee."
        back={{ to: '/admin/attributes', label: 'Kelola Atribut' }}
      />
      <div className="space-y-6">
        <SynonymForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        <Panel
          title="Tabel Pendataan"
          labelledBy="synonyms-title"
          flush
          actions={<SynonymSearch key={q} value={q} onSearch={(next) => go(next, 0)} />}
        >
          <SynonymTable page={page} offset={offset} onOffset={(next) => go(q, next)} onEdit={setEditing} onDelete={setPending} />
        </Panel>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title="Hapus sinonim"
        confirmLabel="Hapus"
        busyLabel="Menghapus..."
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && confirmDelete(pending)}
      >
        <p>Apakah kamu yakin ingin menghapus sinonim ini?</p>
        {pending ? <p className="mt-2 font-medium text-ink">{`${pending.term}: ${pending.synonyms.join(', ')}`}</p> : null}
      </ConfirmDialog>
    </>
  );
}
