import { useId, type ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { useRules } from '../api/rules-api';
import { ClosuresEditor } from './closures-editor';
import { HoursEditor } from './hours-editor';
import { OrderingSettingsForm } from './ordering-settings-form';
import { ZonesEditor } from './zones-editor';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl bg-background p-4 shadow-sm ring-1 ring-black/5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Issue 10: the rules checkout applies to an outlet's diners. Crew read them (they answer diners'
 * questions); the change controls are for managers and owners, as on the server.
 */
export function RulesEditor({ outletId, canChange }: { outletId: number; canChange: boolean }) {
  const rules = useRules(outletId);
  if (rules.isPending) return <p role="status">Loading the ordering rules…</p>;
  if (rules.isError) return <FormAlert>{messageOf(rules.error)}</FormAlert>;
  return (
    <div className="flex flex-col gap-4">
      {!canChange && <FormAlert tone="info">Managers and owners change these rules; you can read them.</FormAlert>}
      <Section title="Ordering">
        <OrderingSettingsForm outletId={outletId} rules={rules.data} canChange={canChange} />
      </Section>
      <Section title="Opening hours">
        <HoursEditor outletId={outletId} rules={rules.data} canChange={canChange} />
      </Section>
      <Section title="Closed dates">
        <ClosuresEditor outletId={outletId} rules={rules.data} canChange={canChange} />
      </Section>
      <Section title="Delivery zones">
        <ZonesEditor outletId={outletId} canChange={canChange} />
      </Section>
    </div>
  );
}
