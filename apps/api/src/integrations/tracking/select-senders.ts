/** Builds a conversion sender for each vendor whose secret config.ts found (config/tracking.ts). */
import type { Config } from '../../config.ts';
import { createGa4Sender } from './ga4-sender.ts';
import type { ConversionSender } from './interface.ts';
import { createMetaSender } from './meta-sender.ts';
import { createSnapSender } from './snap-sender.ts';
import { createTikTokSender } from './tiktok-sender.ts';

export function selectConversionSenders(config: Pick<Config, 'tracking'>): ConversionSender[] {
  const { meta, snap, tiktok, ga4 } = config.tracking;
  return [
    ...(meta ? [createMetaSender(meta)] : []),
    ...(snap ? [createSnapSender(snap)] : []),
    ...(tiktok ? [createTikTokSender(tiktok)] : []),
    ...(ga4 ? [createGa4Sender(ga4)] : []),
  ];
}
