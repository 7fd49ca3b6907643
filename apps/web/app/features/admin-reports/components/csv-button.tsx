import { useState } from 'react';
import type { ReportTable } from '@hajz/contracts/reports';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { downloadCsv, type ReportFilters } from '../api';

/** "Download CSV" for one table; its accessible name says which. */
export function CsvButton({
  table,
  name,
  filters,
}: {
  table: ReportTable;
  name: string;
  filters: ReportFilters;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadCsv(locale, table, filters);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        className="min-h-11 px-4 text-sm"
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        {t('download')}
        <span className="sr-only"> — {name}</span>
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-800 dark:text-red-200">
          {t('download_failed')}
        </span>
      )}
    </span>
  );
}
