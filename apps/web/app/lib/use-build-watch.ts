import { useEffect } from 'react';
import { useTranslation } from '~/lib/use-translation';
import {
  buildCheckIntervalMs,
  buildId,
  fetchLatestBuildId,
  isChunkLoadError,
  reloadAfterChunkError,
} from './build-check';
import { useToasts } from './toast-store';

/** Hourly new-build check (offers a reload) and reload on a chunk-load error (guarded for 10 s). */
export function useBuildWatch() {
  const { t } = useTranslation();
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadAfterChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    const timer = setInterval(async () => {
      const latest = await fetchLatestBuildId();
      if (latest && latest !== buildId) {
        useToasts.getState().add({
          title: t('build.new_version'),
          color: 'info',
          action: { label: t('build.reload'), onClick: () => location.reload() },
        });
      }
    }, buildCheckIntervalMs);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      clearInterval(timer);
    };
  }, [t]);
}
